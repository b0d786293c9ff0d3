import { type ChildNode, isTag, isText } from "domhandler";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { richTextToPlainText, sanitizeRichText } from "./index";
import { parseHtml } from "./rich-text.dom";

/** The tree of some HTML, compactly: `a("Click") p("next")` is a link followed by a paragraph. */
const shape = (nodes: readonly ChildNode[]): string =>
  nodes
    .map((node) =>
      isText(node) ? JSON.stringify(node.data) : isTag(node) ? `${node.name}(${shape(node.children)})` : "",
    )
    .join(" ");
const shapeOf = (html: string) => shape(parseHtml(html));

const INLINE = new Set(["a", "strong", "em", "span"]);
const BLOCKS = new Set(["p", "ul", "ol", "li"]);
const ATTRIBUTES: Record<string, string[]> = {
  a: ["href", "rel", "target"],
  img: ["src", "alt", "title"],
  span: ["data-math"],
  ol: ["start"],
};

/** What clean HTML may not hold: an element off the allow-list, or nesting browsers would read another way. */
function violations(nodes: readonly ChildNode[], parent = "", inLink = false, depth = 1): string[] {
  return nodes.flatMap((node) => {
    if (isText(node))
      return (parent === "ul" || parent === "ol") && node.data.trim() ? [`text in ${parent}`] : [];
    if (!isTag(node)) return [`${node.type} node`];
    const { name } = node;
    const found: string[] = [];
    if (!["p", "br", "strong", "em", "ul", "ol", "li", "a", "img", "span"].includes(name))
      found.push(`<${name}>`);
    for (const attribute of Object.keys(node.attribs))
      if (!ATTRIBUTES[name]?.includes(attribute)) found.push(`${name}[${attribute}]`);
    if (name === "a" && !/^(?:https?:\/\/|mailto:)/.test(node.attribs.href ?? ""))
      found.push(`href ${node.attribs.href}`);
    if (BLOCKS.has(name) && (INLINE.has(parent) || parent === "p")) found.push(`${name} in ${parent}`);
    if ((name === "li") !== (parent === "ul" || parent === "ol")) found.push(`${name} in ${parent || "top"}`);
    if (name === "a" && inLink) found.push("a in a");
    if (depth > 20) found.push(`depth ${depth}`);
    return [...found, ...violations(node.children, name, inLink || name === "a", depth + 1)];
  });
}

const LINK = 'href="https://x/" rel="noopener noreferrer nofollow"';

/** Malformed nesting: [name, input, the cleaned tree]. */
const MALFORMED: [string, string, string][] = [
  [
    "the issue: a closing tag nobody opened inside a link",
    '<a href="https://x">Click</drop-tag><p>next</p>',
    'a("Click") p("next")',
  ],
  [
    "a dropped link (javascript:) before a paragraph",
    '<a href="javascript:x">Click</a><p>next</p>',
    '"Click" p("next")',
  ],
  [
    "a dropped span closed inside a link",
    '<span>x<a href="https://x">Click</span></a><p>next</p>',
    '"x" a("Click") p("next")',
  ],
  [
    "a dropped tag closed around a link",
    '<u><a href="https://x">Click</u><p>next</p>',
    'a("Click") p("next")',
  ],
  [
    "an unclosed link in a paragraph",
    '<p><a href="https://x">Click</p><p>next</p>',
    'p(a("Click")) p("next")',
  ],
  ["unclosed tags", "<p><strong>bold <em>both", 'p(strong("bold " em("both")))'],
  ["stray closing tags", "</em></p>text</li><p>x</p>", 'p() "text" p("x")'],
  [
    "a dropped tag inside a link inside a list",
    '<ul><li><a href="https://x">one<div>two</div></a></li><li>three</li></ul>',
    'ul(li(a("onetwo")) li("three"))',
  ],
  [
    "a dropped link inside a list",
    '<ul><li><a href="javascript:x">one</a></li><li>two</li></ul><p>after</p>',
    'ul(li("one") li("two")) p("after")',
  ],
  [
    "a list inside a link",
    '<a href="https://x">Click<ul><li>item</li></ul>tail</a>',
    'a("Click") ul(li("item")) a("tail")',
  ],
  ["a paragraph inside bold", "<strong>a<p>b</p></strong>", 'strong("a") p("b")'],
  ["a link inside a link", '<a href="https://a"><em>A<a href="https://b">B</a></em></a>', 'a(em("AB"))'],
  ["items outside a list", "<li>a</li> <li>b</li><p>c</p>", 'ul(li("a") " " li("b")) p("c")'],
  ["a list directly in a list", "<ul><ul><li>x</li></ul>loose</ul>", 'ul(li(ul(li("x")) "loose"))'],
  ["a comment hiding markup", "<p>a<!-- </p><script>x</script> -->b</p>", 'p("ab")'],
  ["CDATA", "<p>a<![CDATA[</p><p>b]]>c</p>", 'p("ac")'],
  [
    "script and style content",
    '<p>a<script>document.write("<p>x</p>")</script>b<style>p{}</style></p>',
    'p("ab")',
  ],
  ["a title with a link inside", '<title><a href="https://x">t</a></title><p>x</p>', 'p("x")'],
  [
    "a table in a paragraph",
    "<p>one<table><tr><td><p>two</p></td></tr></table>three</p>",
    'p("one") p("two") "three" p()',
  ],
  [
    "attributes with entities",
    '<p title="x">1 &lt; 2 &amp;&nbsp;<a href="https://x/?a=1&amp;b=2">q</a></p>',
    'p("1 < 2 &\u00a0" a("q"))',
  ],
  [
    "javascript: written with entities and white space",
    '<a href="&#106;avascript:alert(1)">x</a><a href="  &#x09;javascript:alert(1)">y</a><a href="java&#x0A;script:1">z</a><a href="JaVaScRiPt&colon;alert(1)">w</a>',
    '"xyzw"',
  ],
];

describe("sanitizeRichText: a parse and a re-serialisation", () => {
  it.each(MALFORMED)("%s", (_name, input, tree) => {
    const output = sanitizeRichText(input);
    expect(shapeOf(output)).toBe(tree);
    expect(violations(parseHtml(output))).toEqual([]);
    expect(sanitizeRichText(output)).toBe(output);
  });

  it("ends a link where its text ends: the next paragraph is the link's sibling, on the page and in mail", () => {
    const output = sanitizeRichText('<a href="https://x">Click</drop-tag><p>next</p>');
    expect(output).toBe(`<a ${LINK}>Click</a><p>next</p>`);
    expect(richTextToPlainText(output)).toBe("Click\n\nnext");
  });

  it("keeps what the editor writes as it is", () => {
    const editor =
      `<p>Dear <strong>parents</strong>, <em>see</em> <a ${LINK} target="_blank">the plan</a>:</p>` +
      '<ul><li><p>one</p></li><li><p>two</p><ol start="3"><li><p>three</p></li></ol></li></ul>' +
      '<p>Area <span data-math="inline">\\pi r^2</span><br /><img src="/files/1/a.png" alt="plan" /></p><p></p>';
    expect(sanitizeRichText(editor)).toBe(editor);
  });

  it("survives nesting deeper than the stack (text kept), as long as a field may be", () => {
    const deep = `${"<b>".repeat(20_000)}deep`;
    const output = sanitizeRichText(deep);
    expect(output).toBe(`${"<strong>".repeat(20)}deep${"</strong>".repeat(20)}`);
    expect(richTextToPlainText(deep)).toBe("deep");
  });
});

const TAGS = [
  "p",
  "a",
  "b",
  "strong",
  "em",
  "i",
  "ul",
  "ol",
  "li",
  "span",
  "div",
  "u",
  "img",
  "br",
  "script",
  "drop-tag",
  "table",
  "td",
];
const token = fc.oneof(
  fc.constantFrom(...TAGS).map((tag) => `<${tag}>`),
  fc.constantFrom(...TAGS).map((tag) => `</${tag}>`),
  fc.constantFrom(
    '<a href="https://x.example/a?b=1&amp;c=2">',
    '<a href="javascript:alert(1)">',
    '<a href=" jav&#x61;script:1">',
    '<img src="/files/1/a.png" alt="a &quot;b&quot;">',
    '<img src="x" onerror="alert(1)">',
    '<span data-math="inline">',
    '<ol start="4">',
    "<!-- <p> -->",
    "<![CDATA[<p>]]>",
    "&amp;",
    "&lt;p&gt;",
    "&nbsp;",
    " ",
  ),
  fc.string({ maxLength: 6 }),
);

describe("sanitizeRichText on any tag soup", () => {
  it("gives clean HTML that cleans to itself", () => {
    fc.assert(
      fc.property(fc.array(token, { maxLength: 40 }), (tokens) => {
        const output = sanitizeRichText(tokens.join(""));
        expect(violations(parseHtml(output))).toEqual([]);
        expect(sanitizeRichText(output)).toBe(output);
      }),
      { numRuns: 2000 },
    );
  });
});
