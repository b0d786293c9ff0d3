/** Blocks that stand apart by a blank line, as the server's plain text has them (rich-text.plain-text.ts). */
const PARAGRAPHS = new Set(["P", "H1", "H2", "H3", "H4", "H5", "H6", "DIV", "BLOCKQUOTE"]);

/** The plain text of a DOM subtree: paragraphs apart, list items on lines of their own ("- ", "1. "). */
export function plainTextOfNode(root: Node): string {
  const parts: string[] = [];
  const endsLine = () => parts.length === 0 || (parts.at(-1) ?? "").endsWith("\n");
  const walk = (node: Node, list?: { ordered: boolean; count: number }, inList = false) => {
    for (const child of Array.from(node.childNodes)) {
      if (child.nodeType === 3) {
        parts.push((child as Text).data);
        continue;
      }
      if (child.nodeType !== 1) continue;
      const tag = (child as Element).tagName.toUpperCase();
      if (tag === "BR") parts.push("\n");
      else if (tag === "UL" || tag === "OL") {
        parts.push("\n");
        walk(child, { ordered: tag === "OL", count: 0 }, true);
        parts.push("\n");
      } else if (tag === "LI") {
        if (list) list.count += 1;
        if (!endsLine()) parts.push("\n");
        parts.push(`${list?.ordered ? `${list.count}.` : "-"} `);
        walk(child, undefined, true);
        if (!endsLine()) parts.push("\n");
      } else if (PARAGRAPHS.has(tag)) {
        // Inside a list item a paragraph only ends its line (the item's lines follow each other).
        if (!inList) parts.push("\n\n");
        walk(child, undefined, inList);
        parts.push(inList ? "\n" : "\n\n");
      } else walk(child, list, inList);
    }
  };
  walk(root);
  return parts.join("").replaceAll("\u00a0", " ");
}

/**
 * Stored rich text as plain text, close to the server's (which counts the words and places comments): the
 * live word count and a comment's offset are read from it; the server's own count is the one kept.
 */
export function htmlToPlainText(html: string): string {
  if (!html) return "";
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, "text/html");
  return plainTextOfNode(doc.body)
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
