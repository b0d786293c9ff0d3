const LIST_MARKER = /^[ ]*(?:-|\d+\.) /;

/**
 * Rich text (the editor's HTML) as plain text, for the text part of a mail: paragraphs apart by a blank line, list
 * items on lines of their own marked "- " (numbered "1. " in an ordered list, indented when nested).
 */
export function richTextToPlainText(html: string): string {
  const lists: { ordered: boolean; count: number }[] = [];
  const blocks = html.replace(
    /<(\/?)(ul|ol|li|p|h\d|div|blockquote|br)\b[^>]*>/gi,
    (_tag, close: string, name: string) => {
      const tag = name.toLowerCase();
      if (tag === "br") return "\n";
      if (tag === "ul" || tag === "ol") {
        if (close) lists.pop();
        else lists.push({ ordered: tag === "ol", count: 0 });
        return "\n";
      }
      if (tag === "li") {
        const list = lists.at(-1);
        if (close || !list) return close ? "\n" : "- ";
        list.count += 1;
        return `${"  ".repeat(lists.length - 1)}${list.ordered ? `${list.count}.` : "-"} `;
      }
      // A paragraph inside a list item ends the item's line; elsewhere it leaves a blank line.
      return close ? (lists.length > 0 ? "\n" : "\n\n") : "";
    },
  );
  return (
    blocks
      .replace(/<[^>]*>/g, "")
      .replace(/&nbsp;/g, " ")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, "&")
      .replace(/[ \t]+\n/g, "\n")
      .split("\n")
      // Lines of a list follow each other (a paragraph inside an item leaves no blank line).
      .reduce<string[]>((lines, line) => {
        const previous = lines.at(-1);
        if (LIST_MARKER.test(line) && previous === "" && LIST_MARKER.test(lines.at(-2) ?? "")) lines.pop();
        lines.push(line);
        return lines;
      }, [])
      .join("\n")
      .replace(/\n{3,}/g, "\n\n")
      .trim()
  );
}
