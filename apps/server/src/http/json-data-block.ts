/** The characters that could end the element or confuse an HTML parser, as JSON escapes (valid in any string). */
const SCRIPT_ESCAPES: Record<string, string> = {
  "&": "\\u0026",
  ">": "\\u003e",
  "<": "\\u003c",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

/**
 * A JSON data block for a page: `<script type="application/json" id=…>`. The browser never runs it, so the
 * Content-Security-Policy (script hashes of the build's inline scripts, security-headers.ts) stays as it is.
 */
export function jsonDataBlock(id: string, json: string): string {
  const escaped = json.replace(/[&<>\u2028\u2029]/g, (char) => SCRIPT_ESCAPES[char] ?? char);
  return `<script type="application/json" id="${id}">${escaped}</script>`;
}
