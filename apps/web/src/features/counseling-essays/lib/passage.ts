import { ESSAY_LIMITS } from "@edu/shared/counseling-essays";
import { plainTextOfNode } from "./plain-text";

/** Stands for the selection's start while the text before it is written out (a private-use character). */
const MARK = "\uE000";

/** A passage of the essay someone selected: its text and where it starts in the essay's plain text. */
export type Passage = { quote: string; start: number };

/** The essay's text element inside `area`: the editor's content or the read-only view. */
const textRoot = (area: HTMLElement) =>
  area.querySelector<HTMLElement>('[data-testid="rich-text-content"], [data-testid="rich-text-view"]') ??
  area;

/**
 * The passage selected inside `area` (null when nothing is, or the selection is elsewhere). The offset is the
 * plain text before the selection, written as the server writes the essay's plain text; the server finds the
 * quote nearest it, so a small drift (list markers, line breaks) does no harm.
 */
export function selectedPassage(area: HTMLElement | null): Passage | null {
  const selection = typeof window === "undefined" ? null : window.getSelection();
  if (!area || !selection || selection.rangeCount === 0 || selection.isCollapsed) return null;
  const range = selection.getRangeAt(0);
  const root = textRoot(area);
  if (!root.contains(range.startContainer) || !root.contains(range.endContainer)) return null;
  const quote = selection.toString().trim().slice(0, ESSAY_LIMITS.quote).trim();
  if (quote === "") return null;
  const before = document.createRange();
  before.setStart(root, 0);
  before.setEnd(range.startContainer, range.startOffset);
  const holder = document.createElement("div");
  holder.append(before.cloneContents());
  // A mark where the selection starts, inside the block it cuts: the block's closing line breaks follow it.
  let last: Node = holder;
  while (last.lastChild && last.lastChild.nodeType === 1) last = last.lastChild;
  last.appendChild(document.createTextNode(MARK));
  const start = plainTextOfNode(holder)
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trimStart()
    .indexOf(MARK);
  return { quote, start };
}
