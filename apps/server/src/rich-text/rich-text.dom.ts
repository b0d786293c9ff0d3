import { type ChildNode, isTag, isText } from "domhandler";
import { packageOnFirstUse } from "../package-on-first-use";

/** htmlparser2 and its entity tables (+1.9 MB RSS): loaded at the first parse, not at start. */
const htmlparser2 = packageOnFirstUse<typeof import("htmlparser2")>("htmlparser2");

/** Elements whose text is code or markup, never content to keep or read. */
export const CONTENTLESS_TAGS = new Set([
  "script",
  "style",
  "textarea",
  "option",
  "noscript",
  "template",
  "iframe",
  "object",
  "embed",
  "svg",
  "math",
  "title",
  "head",
  "xmp",
  "noembed",
  "noframes",
  "plaintext",
  "select",
]);

/**
 * How deep a walk of a parsed tree recurses; below that it reads text only (without recursion: the nesting of a
 * request is the sender's choice, and a deep enough one would overflow the stack).
 */
export const WALK_DEPTH_LIMIT = 200;

/**
 * HTML parsed into a tree the way a browser reads it: tags and attribute names lower-cased, entities decoded,
 * script/style/textarea/title content as raw text, comments and CDATA as comments.
 */
export const parseHtml = (html: string): ChildNode[] => htmlparser2().parseDocument(html).children;

/** The text inside nodes, without that of contentless elements; iterative (see WALK_DEPTH_LIMIT). */
export function textOf(nodes: readonly ChildNode[]): string {
  let text = "";
  const stack = [...nodes].reverse();
  for (let node = stack.pop(); node; node = stack.pop()) {
    if (isText(node)) text += node.data;
    else if (isTag(node) && !CONTENTLESS_TAGS.has(node.name))
      for (const child of node.children.toReversed()) stack.push(child);
  }
  return text;
}

/** Whether an element with this tag is among the nodes or inside them; iterative (see WALK_DEPTH_LIMIT). */
export function hasElement(nodes: readonly ChildNode[], tag: string): boolean {
  const stack = [...nodes];
  for (let node = stack.pop(); node; node = stack.pop()) {
    if (!isTag(node)) continue;
    if (node.name === tag) return true;
    for (const child of node.children) stack.push(child);
  }
  return false;
}
