import { type ChildNode, isTag, isText } from "domhandler";
import { allowedElement, type KeptElement, type RichTag } from "./rich-text.allow-list";
import { CONTENTLESS_TAGS, textOf, WALK_DEPTH_LIMIT } from "./rich-text.dom";

/**
 * The clean tree: only allowed elements, in a shape every HTML parser reads back as the same tree (so
 * cleaning is idempotent and the page shows what was cleaned). Text is kept decoded; strings are text nodes.
 */
export type CleanNode = string | CleanElement;
export type CleanElement = KeptElement & { children: CleanNode[] };

/** Deeper nesting than any real text has only costs the browser and the next parse. */
const NESTING_LIMIT = 20;
const BLOCKS = new Set<RichTag>(["p", "ul", "ol", "li"]);
const LISTS = new Set<RichTag>(["ul", "ol"]);
const VOID = new Set<RichTag>(["br", "img"]);

const isBlock = (node: CleanNode) => typeof node !== "string" && BLOCKS.has(node.tag);
const isItem = (node: CleanNode) => typeof node !== "string" && node.tag === "li";
const isBlank = (node: CleanNode) => typeof node === "string" && node.trim() === "";
/** Appends one by one: a spread of a long list (many dropped tags in a row) overflows the call's arguments. */
const append = (target: CleanNode[], nodes: readonly CleanNode[]) => {
  for (const node of nodes) target.push(node);
};

/**
 * Inline content only, in a paragraph and in inline elements (a link, bold, a formula): a block inside one
 * closes it, and what follows the block continues in a copy of it. A link therefore ends where its text
 * ends and never holds a paragraph or a list.
 */
function splitAroundBlocks(element: CleanElement): CleanNode[] {
  if (!element.children.some(isBlock)) return [element];
  const result: CleanNode[] = [];
  let run: CleanNode[] = [];
  const flush = () => {
    if (run.every(isBlank)) append(result, run);
    else result.push({ ...element, children: run });
    run = [];
  };
  for (const child of element.children) {
    if (!isBlock(child)) run.push(child);
    else {
      flush();
      result.push(child);
    }
  }
  flush();
  return result;
}

/** A list holds items: other content in it becomes an item (blank text between items stays). */
function itemsOnly(children: CleanNode[]): CleanNode[] {
  const result: CleanNode[] = [];
  let loose: CleanNode[] = [];
  const flush = () => {
    if (loose.length > 0) result.push({ tag: "li", attrs: [], children: loose });
    loose = [];
  };
  for (const child of children) {
    if (isItem(child)) {
      flush();
      result.push(child);
    } else if (loose.length === 0 && isBlank(child)) result.push(child);
    else loose.push(child);
  }
  flush();
  return result;
}

/** Items outside a list (at the top, in an item) go into one: a bare `<li>` is read differently by browsers. */
function itemsInLists(children: CleanNode[]): CleanNode[] {
  const result: CleanNode[] = [];
  let list: CleanElement | undefined;
  let gap: CleanNode[] = [];
  for (const child of children) {
    if (isItem(child)) {
      if (!list) {
        list = { tag: "ul", attrs: [], children: [] };
        result.push(list);
      }
      append(list.children, gap);
      list.children.push(child);
      gap = [];
    } else if (list && isBlank(child)) gap.push(child);
    else {
      append(result, gap);
      gap = [];
      result.push(child);
      list = undefined;
    }
  }
  append(result, gap);
  return result;
}

function shaped(element: CleanElement): CleanNode[] {
  if (LISTS.has(element.tag)) return [{ ...element, children: itemsOnly(element.children) }];
  if (element.tag === "li") return [{ ...element, children: itemsInLists(element.children) }];
  return splitAroundBlocks(element);
}

function cleanNodes(nodes: readonly ChildNode[], depth: number, inLink: boolean): CleanNode[] {
  const result: CleanNode[] = [];
  for (const node of nodes) {
    if (isText(node)) {
      result.push(node.data);
      continue;
    }
    // Comments, CDATA, processing instructions and contentless elements leave nothing.
    if (!isTag(node) || CONTENTLESS_TAGS.has(node.name)) continue;
    if (depth >= WALK_DEPTH_LIMIT) {
      result.push(textOf(node.children));
      continue;
    }
    // A link inside a link is read by browsers as two links side by side: the inner one is dropped.
    const kept = node.name === "a" && inLink ? null : allowedElement(node.name, node.attribs);
    const children = cleanNodes(node.children, depth + 1, inLink || kept?.tag === "a");
    append(result, kept ? shaped({ ...kept, children }) : children);
  }
  return result;
}

const textOfClean = (node: CleanNode): string =>
  typeof node === "string" ? node : node.children.map(textOfClean).join("");

/** Elements past the nesting limit become their text; a list keeps room for its items or goes whole. */
function limitNesting(nodes: CleanNode[], depth: number): CleanNode[] {
  return nodes.map((node) => {
    if (typeof node === "string") return node;
    const needs = LISTS.has(node.tag) ? depth + 1 : depth;
    if (needs > NESTING_LIMIT) return textOfClean(node);
    return { ...node, children: limitNesting(node.children, depth + 1) };
  });
}

/** The parsed input as the clean tree. */
export const cleanTree = (nodes: readonly ChildNode[]): CleanNode[] =>
  limitNesting(itemsInLists(cleanNodes(nodes, 0, false)), 1);

export const escapeText = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
const escapeAttribute = (value: string) => escapeText(value).replaceAll('"', "&quot;");

/** The clean tree as HTML: every element closed, void ones as `<br />`, text and attributes escaped. */
export function serializeTree(nodes: readonly CleanNode[]): string {
  let html = "";
  for (const node of nodes) {
    if (typeof node === "string") {
      html += escapeText(node);
      continue;
    }
    const attrs = node.attrs.map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`).join("");
    html += VOID.has(node.tag)
      ? `<${node.tag}${attrs} />`
      : `<${node.tag}${attrs}>${serializeTree(node.children)}</${node.tag}>`;
  }
  return html;
}
