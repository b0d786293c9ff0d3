import { describe, expect, it } from "vitest";
import { codeLabel, codeOptions, HEARD_FROM } from "./profile-codes";

const labels: Record<string, string> = { "languages.en": "英文", "heardFrom.friend": "朋友介紹" };
const t = (key: string, options: { defaultValue: string }) => labels[key] ?? options.defaultValue;

describe("profile codes", () => {
  it("shows a code as its label and free text as written", () => {
    expect(codeLabel(t, "languages", "en")).toBe("英文");
    expect(codeLabel(t, "heardFrom", "friend")).toBe("朋友介紹");
    expect(codeLabel(t, "heardFrom", "my aunt")).toBe("my aunt");
    expect(codeLabel(t, "heardFrom", " ")).toBeNull();
    expect(codeLabel(t, "languages", null)).toBeNull();
  });
  it("offers the codes and keeps an older free-text answer", () => {
    expect(codeOptions(t, "heardFrom", HEARD_FROM, "friend")).toHaveLength(HEARD_FROM.length);
    const options = codeOptions(t, "heardFrom", HEARD_FROM, "my aunt");
    expect(options.at(-1)).toEqual({ value: "my aunt", label: "my aunt" });
    expect(options[0]).toEqual({ value: "friend", label: "朋友介紹" });
  });
});
