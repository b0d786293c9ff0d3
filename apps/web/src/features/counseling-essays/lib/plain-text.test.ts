import { countWords } from "@edu/shared/counseling-essays";
import { describe, expect, it } from "vitest";
import { htmlToPlainText } from "./plain-text";

describe("htmlToPlainText", () => {
  it("keeps paragraphs and list items apart, as the server's plain text does", () => {
    expect(htmlToPlainText("<p>One <b>two</b></p><p>three</p>")).toBe("One two\n\nthree");
    expect(htmlToPlainText("<p>Steps</p><ol><li><p>plan</p></li><li><p>build</p></li></ol>")).toBe(
      "Steps\n\n1. plan\n2. build",
    );
    expect(htmlToPlainText("")).toBe("");
  });

  it("gives the live word count: words across blocks are not glued together, entities decoded", () => {
    expect(countWords(htmlToPlainText("<p>Hello</p><p>world&nbsp;again</p>"))).toBe(3);
    expect(countWords(htmlToPlainText("<p>我想讀<br>大學</p>"))).toBe(5);
  });
});
