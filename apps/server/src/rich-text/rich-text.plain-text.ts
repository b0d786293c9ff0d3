import { type ChildNode, isTag, isText } from "domhandler";
import { CONTENTLESS_TAGS, parseHtml, textOf, WALK_DEPTH_LIMIT } from "./rich-text.dom";

const LIST_MARKER = /^[ ]*(?:-|\d+\.) /;
const MARKER_ONLY = /^[ ]*(?:-|\d+\.) $/;
/** Blocks that end with a blank line (a line break inside a list). */
const PARAGRAPHS = /^(?:p|h[1-6]|div|blockquote)$/;

/** The parsed HTML as text with line breaks: what each block, list and item begins and ends with. */
function lines(nodes: readonly ChildNode[]): string {
  const lists: { ordered: boolean; count: number }[] = [];
  const parts: string[] = [];
  /** The line being written (searching the whole text for it at every block would be quadratic). */
  let line = "";
  const emit = (text: string) => {
    parts.push(text);
    const end = text.lastIndexOf("\n");
    line = end === -1 ? line + text : text.slice(end + 1);
  };
  /** A block starts on a line of its own, also after loose text ("Click<p>next</p>"). */
  const startBlock = (separator: string) => {
    if (line.trim() !== "" && !MARKER_ONLY.test(line)) emit(separator);
  };
  const walk = (children: readonly ChildNode[], depth: number, inList = false) => {
    for (const node of children) {
      if (isText(node)) {
        // White space between a list's items is layout, not text.
        if (!inList || node.data.trim() !== "") emit(node.data);
        continue;
      }
      if (!isTag(node) || CONTENTLESS_TAGS.has(node.name)) continue;
      const tag = node.name;
      if (depth >= WALK_DEPTH_LIMIT) emit(textOf(node.children));
      else if (tag === "br") emit("\n");
      else if (tag === "ul" || tag === "ol") {
        const start = tag === "ol" ? (node.attribs.start ?? "") : "";
        lists.push({ ordered: tag === "ol", count: /^\d{1,6}$/.test(start) ? Number(start) - 1 : 0 });
        emit("\n");
        walk(node.children, depth + 1, true);
        emit("\n");
        lists.pop();
      } else if (tag === "li") {
        startBlock("\n");
        const list = lists.at(-1);
        if (list) list.count += 1;
        emit(`${"  ".repeat(Math.max(lists.length - 1, 0))}${list?.ordered ? `${list.count}.` : "-"} `);
        walk(node.children, depth + 1);
        emit("\n");
      } else if (PARAGRAPHS.test(tag)) {
        // A paragraph inside a list item ends the item's line; elsewhere it leaves a blank line.
        const end = lists.length > 0 ? "\n" : "\n\n";
        startBlock(end);
        walk(node.children, depth + 1);
        emit(end);
      } else walk(node.children, depth + 1);
    }
  };
  walk(nodes, 0);
  return parts.join("");
}

/**
 * Rich text (the editor's HTML) as plain text, for the text part of a mail: paragraphs apart by a blank line, list
 * items on lines of their own marked "- " (numbered "1. " in an ordered list, indented when nested). Read from the
 * parsed tree, so entities come out decoded and markup inside attributes or comments never leaks into the text.
 */
export function richTextToPlainText(html: string): string {
  return (
    lines(parseHtml(html))
      .replaceAll("\u00a0", " ")
      .replace(/[ \t]+\n/g, "\n")
      .split("\n")
      // Lines of a list follow each other (a paragraph inside an item leaves no blank line).
      .reduce<string[]>((result, line) => {
        const previous = result.at(-1);
        if (LIST_MARKER.test(line) && previous === "" && LIST_MARKER.test(result.at(-2) ?? "")) result.pop();
        result.push(line);
        return result;
      }, [])
      .join("\n")
      .replace(/\n{3,}/g, "\n\n")
      .trim()
  );
}
