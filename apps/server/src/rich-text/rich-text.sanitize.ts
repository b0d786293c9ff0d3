import sanitizeHtml, { type IOptions, type Transformer } from "sanitize-html";

/**
 * The one allow-list for rich text (DESIGN.md §2): what the editor produces and nothing else.
 * Paragraphs, line breaks, bold, italic, lists, links to http(s)/mailto, images served by our own
 * upload routes, and `<span data-math="inline">TeX</span>` formulas (rendered by KaTeX in the browser
 * from the span's text). No style, class, id or event attribute survives; a disallowed tag keeps its
 * text (script, style, svg, iframe and the like lose their content too).
 */

/** A tag renamed to this is not allowed: it is dropped and its text kept. */
const DROP = "drop-tag";
const LINK_REL = "noopener noreferrer nofollow";
/** Any base will do: only a relative address is accepted, and it must stay on this origin. */
const LOCAL_ORIGIN = "http://local.invalid";
/** Where uploads are served: `/files/{id}/{name}` (uploads module) and `/api/...` file routes. */
const FILE_PATH_PREFIXES = ["/files/", "/api/"];
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * A relative address of one of our file routes, normalized (dot segments resolved, fragment
 * dropped), or null. Absolute, protocol-relative, `data:`, `blob:` and `javascript:` addresses fail.
 */
export function ownFileUrl(src: string | undefined): string | null {
  const value = (src ?? "").trim();
  if (!value.startsWith("/") || value.startsWith("//") || value.includes("\\")) return null;
  if (CONTROL_CHARACTERS.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, LOCAL_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== LOCAL_ORIGIN) return null;
  const path = `${url.pathname}${url.search}`;
  return FILE_PATH_PREFIXES.some((prefix) => url.pathname.startsWith(prefix)) ? path : null;
}

/** A bare host and path as people type it in the link box ("example.com/page"). */
const BARE_WEB_ADDRESS = /^[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}(?::\d{1,5})?(?:[/?#]\S*)?$/i;

/**
 * An http(s) address with a host, or a mailto: address; null for anything else. A bare address
 * ("example.com") means https.
 */
export function safeLinkHref(href: string | undefined): string | null {
  let value = (href ?? "").trim();
  if (CONTROL_CHARACTERS.test(value)) return null;
  if (/^mailto:[^\s<>"]+$/i.test(value)) return value;
  if (BARE_WEB_ADDRESS.test(value)) value = `https://${value}`;
  if (!/^https?:\/\//i.test(value)) return null;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname ? url.href : null;
  } catch {
    return null;
  }
}

const drop = { tagName: DROP, attribs: {} };

const transformLink: Transformer = (_tag, attribs) => {
  const href = safeLinkHref(attribs.href);
  if (!href) return drop;
  return {
    tagName: "a",
    attribs: { href, rel: LINK_REL, ...(attribs.target === "_blank" && { target: "_blank" }) },
  };
};

const transformImage: Transformer = (_tag, attribs) => {
  const src = ownFileUrl(attribs.src);
  if (!src) return drop;
  // Always an alt: an image without one is read out by its address; "" marks it decorative.
  const kept: Record<string, string> = { src, alt: attribs.alt ?? "" };
  if (attribs.title) kept.title = attribs.title;
  return { tagName: "img", attribs: kept };
};

const transformSpan: Transformer = (_tag, attribs) =>
  attribs["data-math"] === "inline" ? { tagName: "span", attribs: { "data-math": "inline" } } : drop;

const transformOrderedList: Transformer = (_tag, attribs) => {
  const start = attribs.start ?? "";
  const kept: Record<string, string> = /^\d{1,6}$/.test(start) && start !== "1" ? { start } : {};
  return { tagName: "ol", attribs: kept };
};

const OPTIONS: IOptions = {
  allowedTags: ["p", "br", "strong", "em", "ul", "ol", "li", "a", "img", "span"],
  allowedAttributes: {
    a: ["href", "rel", "target"],
    img: ["src", "alt", "title"],
    span: ["data-math"],
    ol: ["start"],
  },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  allowedClasses: {},
  allowedStyles: {},
  parseStyleAttributes: false,
  disallowedTagsMode: "discard",
  // Their text is code or markup, never content to keep.
  nonTextTags: [
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
  ],
  // Deeper nesting than any real text has only costs the browser and the next parse.
  nestingLimit: 20,
  transformTags: {
    b: "strong",
    i: "em",
    a: transformLink,
    img: transformImage,
    span: transformSpan,
    ol: transformOrderedList,
  },
};

/** Cleans editor HTML with the allow-list. Idempotent: cleaning clean HTML changes nothing. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html.replaceAll("\u0000", ""), OPTIONS).trim();
}

const escapeText = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

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
  if (/<img\s/i.test(html)) return false;
  const text = html.replace(/<[^>]*>/g, "").replace(/&nbsp;|&#160;|\u00a0/g, "");
  return text.trim() === "";
}
