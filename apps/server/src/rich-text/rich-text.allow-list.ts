/**
 * The one allow-list for rich text (DESIGN.md §2): what the editor produces and nothing else.
 * Paragraphs, line breaks, bold, italic, lists, links to http(s)/mailto, images served by our own
 * upload routes, and `<span data-math="inline">TeX</span>` formulas (rendered by KaTeX in the browser
 * from the span's text). No style, class, id or event attribute survives.
 */

export type RichTag = "p" | "br" | "strong" | "em" | "ul" | "ol" | "li" | "a" | "img" | "span";
/** An allowed element as it is written out: its tag and its attributes, in order. */
export type KeptElement = { tag: RichTag; attrs: [name: string, value: string][] };

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

/** Tags kept without attributes (`b` and `i` as the editor's `strong` and `em`). */
const BARE_TAGS = new Map<string, RichTag>([
  ["p", "p"],
  ["br", "br"],
  ["strong", "strong"],
  ["b", "strong"],
  ["em", "em"],
  ["i", "em"],
  ["ul", "ul"],
  ["li", "li"],
]);

type Attributes = Record<string, string | undefined>;

function link(attribs: Attributes): KeptElement | null {
  const href = safeLinkHref(attribs.href);
  if (!href) return null;
  const attrs: KeptElement["attrs"] = [
    ["href", href],
    ["rel", LINK_REL],
  ];
  if (attribs.target === "_blank") attrs.push(["target", "_blank"]);
  return { tag: "a", attrs };
}

function image(attribs: Attributes): KeptElement | null {
  const src = ownFileUrl(attribs.src);
  if (!src) return null;
  // Always an alt: an image without one is read out by its address; "" marks it decorative.
  const attrs: KeptElement["attrs"] = [
    ["src", src],
    ["alt", attribs.alt ?? ""],
  ];
  if (attribs.title) attrs.push(["title", attribs.title]);
  return { tag: "img", attrs };
}

function orderedList(attribs: Attributes): KeptElement {
  const start = attribs.start ?? "";
  return { tag: "ol", attrs: /^\d{1,6}$/.test(start) && start !== "1" ? [["start", start]] : [] };
}

/**
 * What an element of the input becomes: an allowed tag with its checked attributes, or null when it is
 * dropped (its content is then kept, unless the tag is contentless).
 */
export function allowedElement(name: string, attribs: Attributes): KeptElement | null {
  const bare = BARE_TAGS.get(name);
  if (bare) return { tag: bare, attrs: [] };
  if (name === "a") return link(attribs);
  if (name === "img") return image(attribs);
  if (name === "ol") return orderedList(attribs);
  if (name === "span" && attribs["data-math"] === "inline")
    return { tag: "span", attrs: [["data-math", "inline"]] };
  return null;
}
