import { describe, expect, it } from "vitest";
import { AppError } from "../http/app-error";
import {
  isRichTextBlank,
  ownFileUrl,
  plainTextToRichText,
  richTextInput,
  safeLinkHref,
  sanitizeRichText,
  toRichText,
} from "./index";

/** Whatever the input, none of these may reach the stored HTML. */
const FORBIDDEN = [
  /<script/i,
  /<style/i,
  /<svg/i,
  /<iframe/i,
  /<object/i,
  /<embed/i,
  /<math/i,
  /<form/i,
  /<input/i,
  /<base/i,
  /<meta/i,
  /<link/i,
  /\son[a-z]+\s*=/i,
  /\sstyle\s*=/i,
  /\sclass\s*=/i,
  /\sid\s*=/i,
  /\ssrcset\s*=/i,
  /javascript:/i,
  /vbscript:/i,
  /data:/i,
  /blob:/i,
];

const HOSTILE: [string, string][] = [
  ["script tag", "<p>hi</p><script>alert(1)</script>"],
  ["script with odd case and spacing", "<ScRiPt >alert(1)</sCrIpT >"],
  ["img onerror", '<img src="/files/1/a.png" onerror="alert(1)">'],
  ["img onerror without quotes", "<img src=x onerror=alert(1)//>"],
  ["img javascript src", '<img src="javascript:alert(1)">'],
  ["img data: src", '<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=">'],
  ["img blob: src", '<img src="blob:http://app.test/0b1c">'],
  ["img srcset", '<img src="/files/1/a.png" srcset="javascript:alert(1) 1x">'],
  ["svg onload", '<svg onload="alert(1)"><circle r="1"/></svg>'],
  ["svg with script", "<svg><script>alert(1)</script></svg>"],
  ["svg animate href", '<svg><a><animate attributeName="href" to="javascript:alert(1)"/></a></svg>'],
  ["math mtext trick", "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>"],
  ["javascript: link", '<a href="javascript:alert(1)">x</a>'],
  ["javascript: link, entity-encoded", '<a href="jav&#x61;script&colon;alert(1)">x</a>'],
  ["javascript: link with tab", '<a href="java\tscript:alert(1)">x</a>'],
  ["javascript: link with leading space", '<a href=" javascript:alert(1)">x</a>'],
  ["vbscript: link", '<a href="vbscript:msgbox(1)">x</a>'],
  ["data: link", '<a href="data:text/html,<script>alert(1)</script>">x</a>'],
  ["style attribute", '<p style="background:url(javascript:alert(1))">x</p>'],
  ["style tag", "<style>body{background:url(javascript:alert(1))}</style><p>x</p>"],
  ["iframe", '<iframe src="https://evil.example"></iframe>'],
  ["iframe srcdoc", '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ["object", '<object data="javascript:alert(1)"></object>'],
  ["embed", '<embed src="javascript:alert(1)">'],
  ["form action", '<form action="javascript:alert(1)"><input type="submit"></form>'],
  ["meta refresh", '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
  ["base href", '<base href="javascript:alert(1)//">'],
  ["link stylesheet", '<link rel="stylesheet" href="https://evil.example/x.css">'],
  ["nested script split", "<scr<script>ipt>alert(1)</scr</script>ipt>"],
  ["comment breakout", '<!--<img src="--><img src=x onerror=alert(1)>-->'],
  ["noscript breakout", '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>'],
  ["textarea breakout", "<textarea><script>alert(1)</script></textarea>"],
  ["template", "<template><script>alert(1)</script></template>"],
  ["attribute quote breakout", '<a href="https://ok.example/" title="x" onclick="alert(1)">x</a>'],
  ["span with event", '<span data-math="inline" onmouseover="alert(1)">x^2</span>'],
  ["class and id", '<p class="x" id="y">x</p>'],
  ["unclosed tags", '<p><strong><em><a href="javascript:alert(1)"'],
  ["cdata", "<![CDATA[<script>alert(1)</script>]]>"],
  ["xmp", "<xmp><script>alert(1)</script></xmp>"],
  ["protocol-relative image", '<img src="//evil.example/x.png">'],
  ["null byte", '<scr\u0000ipt>alert(1)</script><img src="/files/1/a.png" on\u0000error="alert(1)">'],
];

describe("sanitizeRichText: hostile input", () => {
  it.each(HOSTILE)("%s leaves nothing dangerous", (_name, input) => {
    const output = sanitizeRichText(input);
    for (const pattern of FORBIDDEN) expect(output, `${pattern} in ${output}`).not.toMatch(pattern);
    // Clean output stays the same when cleaned again.
    expect(sanitizeRichText(output)).toBe(output);
  });

  it("keeps the text of dropped tags but not of script, style, svg or iframe", () => {
    expect(sanitizeRichText("<div><h1>Title</h1><u>under</u></div>")).toBe("Titleunder");
    expect(sanitizeRichText("<p>a<script>bad()</script>b<style>x{}</style>c</p>")).toBe("<p>abc</p>");
    expect(sanitizeRichText("<p>a<svg><text>bad</text></svg>b</p>")).toBe("<p>ab</p>");
    expect(sanitizeRichText('<p>a</p><a href="javascript:x()">link text</a>')).toBe("<p>a</p>link text");
    expect(sanitizeRichText("<p>1 &lt; 2 &amp; <b>3</b></p>")).toBe(
      "<p>1 &lt; 2 &amp; <strong>3</strong></p>",
    );
  });

  it("refuses images that are not our uploads, keeping only src, alt and title", () => {
    expect(sanitizeRichText('<img src="https://evil.example/track.png">')).toBe("");
    expect(sanitizeRichText('<img src="/admin/x.png">')).toBe("");
    expect(sanitizeRichText('<img src="/files/../admin/x.png">')).toBe("");
    expect(sanitizeRichText('<img src="/files/%2e%2e/admin">')).toBe("");
    expect(sanitizeRichText('<img src="\\\\evil.example\\x.png">')).toBe("");
    expect(
      sanitizeRichText('<img src="/files/7/a%20b.png#frag" alt="A &quot;b&quot;" width="900" data-x="1">'),
    ).toBe('<img src="/files/7/a%20b.png" alt="A &quot;b&quot;" />');
    expect(sanitizeRichText('<img src="/api/files/7?size=small" title="t">')).toBe(
      '<img src="/api/files/7?size=small" alt="" title="t" />',
    );
  });

  it("forces rel on links and keeps only target=_blank", () => {
    expect(sanitizeRichText('<a href="https://example.com/a?b=1" target="_top" rel="opener">x</a>')).toBe(
      '<a href="https://example.com/a?b=1" rel="noopener noreferrer nofollow">x</a>',
    );
    expect(sanitizeRichText('<a href="HTTP://Example.com" target="_blank">x</a>')).toBe(
      '<a href="http://example.com/" rel="noopener noreferrer nofollow" target="_blank">x</a>',
    );
    expect(sanitizeRichText('<a href="mailto:office@example.com">mail</a>')).toBe(
      '<a href="mailto:office@example.com" rel="noopener noreferrer nofollow">mail</a>',
    );
    expect(sanitizeRichText('<a href="/relative">x</a>')).toBe("x");
  });

  it("keeps inline math spans (text only) and drops other spans", () => {
    expect(sanitizeRichText('<p>Area <span data-math="inline">\\pi r^2</span>.</p>')).toBe(
      '<p>Area <span data-math="inline">\\pi r^2</span>.</p>',
    );
    expect(sanitizeRichText('<span data-math="block">x</span><span style="color:red">y</span>')).toBe("xy");
  });

  it("limits nesting", () => {
    const deep = `${"<em>".repeat(100)}deep${"</em>".repeat(100)}`;
    const output = sanitizeRichText(deep);
    expect(output.match(/<em>/g)?.length ?? 0).toBeLessThanOrEqual(20);
    expect(output).toContain("deep");
  });
});

describe("address checks", () => {
  it("accepts only our relative file addresses for images", () => {
    expect(ownFileUrl("/files/12/%E5%90%88.png")).toBe("/files/12/%E5%90%88.png");
    expect(ownFileUrl("/files/12/合.png")).toBe("/files/12/%E5%90%88.png");
    for (const bad of ["files/1", "//evil/files/1", "https://evil/files/1", "/files\\1", "/x/files/1", "/f"])
      expect(ownFileUrl(bad), bad).toBeNull();
  });

  it("accepts http(s) with a host and mailto for links", () => {
    expect(safeLinkHref("https://example.com")).toBe("https://example.com/");
    expect(safeLinkHref("mailto:a@b.c")).toBe("mailto:a@b.c");
    expect(safeLinkHref("www.example.com/a?b=1")).toBe("https://www.example.com/a?b=1");
    for (const bad of [
      "javascript:alert(1)",
      "http://",
      "ftp://x",
      "/x",
      "x",
      "https://a\nb.com",
      "mailto:a b",
      "javascript.alert(1)",
    ])
      expect(safeLinkHref(bad), bad).toBeNull();
  });
});

describe("plain text and field rules", () => {
  it("turns plain text into escaped paragraphs with line breaks", () => {
    expect(plainTextToRichText("Score < 1500 & rising\nline two\r\n\r\nSecond <b>")).toBe(
      "<p>Score &lt; 1500 &amp; rising<br>line two</p><p>Second &lt;b&gt;</p>",
    );
    expect(toRichText("The small class kept me honest.")).toBe("<p>The small class kept me honest.</p>");
    expect(toRichText("<p>Already <em>rich</em></p>")).toBe("<p>Already <em>rich</em></p>");
    expect(toRichText("I got <1500> points")).toBe("<p>I got &lt;1500&gt; points</p>");
  });

  it("treats an emptied editor as blank, an image as content", () => {
    expect(isRichTextBlank("<p></p><p><br></p><p>&nbsp;</p>")).toBe(true);
    expect(isRichTextBlank('<p><img src="/files/1/a.png" alt="" /></p>')).toBe(false);
  });

  it("richTextInput: required, blank and length as field errors", () => {
    expect(richTextInput("body", "<p></p>")).toBe("");
    expect(() => richTextInput("body", "<p> </p>", { required: true })).toThrowError(AppError);
    try {
      richTextInput("translations.en.body", `<p>${"&".repeat(30)}</p>`, { maxLength: 100 });
      expect.unreachable();
    } catch (error) {
      expect((error as AppError).options.fieldErrors).toEqual({
        "translations.en.body": ["v.text_too_long"],
      });
    }
    expect(richTextInput("body", "<p><b>ok</b></p>", { required: true })).toBe("<p><strong>ok</strong></p>");
  });
});
