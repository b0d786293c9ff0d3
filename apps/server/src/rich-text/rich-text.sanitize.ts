import { hasElement, parseHtml, textOf } from "./rich-text.dom";
import { cleanTree, escapeText, serializeTree } from "./rich-text.tree";

export { ownFileUrl, safeLinkHref } from "./rich-text.allow-list";

/**
 * Cleans editor HTML with the allow-list (rich-text.allow-list.ts): a parse into a tree, the tree rebuilt
 * from allowed elements only, written out again (never string surgery on the HTML). A disallowed tag
 * keeps its text (script, style, svg, iframe and the like lose their content too). Idempotent: cleaning
 * clean HTML changes nothing.
 */
export function sanitizeRichText(html: string): string {
  return serializeTree(cleanTree(parseHtml(html.replaceAll("\u0000", "")))).trim();
}

/** Plain text as rich text: blank lines part paragraphs, single line breaks become `<br>`. */
export function plainTextToRichText(text: string): string {
  return text
    .replaceAll("\u0000", "")
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== "")
    .map((paragraph) => `<p>${escapeText(paragraph).replaceAll("\n", "<br>")}</p>`)
    .join("");
}

/** Whether a value holds any HTML tag (rich text); text written before the editor has none. */
export const looksLikeHtml = (value: string) => /<\/?[a-z][a-z0-9-]*(?:\s[^<>]*)?\/?>/i.test(value);

/**
 * Any value of a rich-text field as clean HTML: HTML through the allow-list, plain text (stored
 * before the editor, or sent by an API client) as paragraphs.
 */
export const toRichText = (value: string) =>
  looksLikeHtml(value) ? sanitizeRichText(value) : plainTextToRichText(value);

/** No text and no image: what an emptied editor leaves (`<p></p>`, `<p><br></p>`). */
export function isRichTextBlank(html: string): boolean {
  const nodes = parseHtml(html);
  // trim() counts no-break spaces as white space too.
  return !hasElement(nodes, "img") && textOf(nodes).trim() === "";
}
