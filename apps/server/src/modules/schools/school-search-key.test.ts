import { describe, expect, it } from "vitest";
import { schoolInitials, schoolPinyin, schoolSearchKey } from "./school-search-key";

describe("school search keys", () => {
  it("fold both Chinese scripts, accents, punctuation, case and full-width letters to one key", () => {
    expect(schoolSearchKey("加州大學柏克萊分校")).toBe(schoolSearchKey("加州大学柏克莱分校"));
    expect(schoolSearchKey("柏克萊")).toBe("柏克莱");
    expect(schoolSearchKey("Université de Montréal")).toBe("universitedemontreal");
    expect(schoolSearchKey("Texas A&M University")).toBe(schoolSearchKey("texas am university"));
    expect(schoolSearchKey("ＵＣＬＡ")).toBe("ucla");
    expect(schoolSearchKey("St. John's University")).toBe(schoolSearchKey("st johns university"));
  });

  it("make initials of an English name's words, skipping little words", () => {
    expect(schoolInitials("University of California-Los Angeles")).toBe("ucla");
    expect(schoolInitials("Massachusetts Institute of Technology")).toBe("mit");
    expect(schoolInitials("University of California-Berkeley")).toBe("ucb");
    expect(schoolInitials("Yale")).toBe("");
  });

  it("spell Chinese names in toneless pinyin, in either script", () => {
    expect(schoolPinyin("哈佛大學")).toBe("hafodaxue");
    expect(schoolPinyin("哈佛大学")).toBe("hafodaxue");
    expect(schoolPinyin("Harvard")).toBe("");
    // A transliteration read as it is said, not character by character (柏 alone is "bai").
    expect(schoolPinyin("加州大學柏克萊分校")).toBe("jiazhoudaxuebokelaifenxiao");
  });
});
