import { describe, expect, it } from "vitest";
import { displayName, familyNameFirst, formatName, initialsOf, isCjkName } from "./person-name";

describe("person names", () => {
  it("writes a Chinese name family + given, without a space", () => {
    expect(formatName({ first_name: "美玲", last_name: "王" })).toBe("王美玲");
    expect(formatName({ first_name: " 小明 ", last_name: "陳" })).toBe("陳小明");
    expect(formatName({ first_name: "大翔", last_name: "佐藤" })).toBe("佐藤大翔");
    expect(formatName({ first_name: "민준", last_name: "김" })).toBe("김민준");
  });
  it("writes any other name given + family, with a space", () => {
    expect(formatName({ first_name: "Mei-Ling", last_name: "Wang" })).toBe("Mei-Ling Wang");
    expect(formatName({ first_name: "Zoë", last_name: "Ångström" })).toBe("Zoë Ångström");
  });
  it("one CJK part is enough (a romanised given name with a Chinese family name)", () => {
    expect(formatName({ first_name: "Amy", last_name: "王" })).toBe("王Amy");
  });
  it("keeps a lone part and gives '' for nothing", () => {
    expect(formatName({ first_name: "Pat", last_name: "" })).toBe("Pat");
    expect(formatName({ first_name: "", last_name: "王" })).toBe("王");
    expect(formatName({ first_name: null, last_name: undefined })).toBe("");
  });
  it("falls back to the username, then to a dash", () => {
    expect(displayName({ first_name: "", last_name: "", username: "pat01" })).toBe("pat01");
    expect(displayName({ first_name: "", last_name: "" })).toBe("—");
    expect(displayName({ first_name: "美玲", last_name: "王", username: "x" })).toBe("王美玲");
  });
  it("knows CJK script and which languages ask for the family name first", () => {
    expect(isCjkName("王")).toBe(true);
    expect(isCjkName("Wang")).toBe(false);
    expect(familyNameFirst("zh-TW")).toBe(true);
    expect(familyNameFirst("zh-CN")).toBe(true);
    expect(familyNameFirst("en")).toBe(false);
  });
  it("gives avatar letters by script", () => {
    expect(initialsOf({ first_name: "美玲", last_name: "王" })).toBe("王");
    expect(initialsOf({ first_name: "mei-ling", last_name: "wang" })).toBe("MW");
    expect(initialsOf({ first_name: "Pat", last_name: "" })).toBe("P");
  });
});
