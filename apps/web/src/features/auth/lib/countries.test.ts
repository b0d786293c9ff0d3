import { describe, expect, it } from "vitest";
import {
  COUNTRIES,
  composePhone,
  countryName,
  findCountry,
  flagEmoji,
  isPhoneLongEnough,
  splitPhone,
} from "./countries";

const tw = findCountry("TW");
const us = findCountry("US");
const ca = findCountry("CA");

describe("dial codes", () => {
  it("has unique regions with numeric dial codes", () => {
    const codes = COUNTRIES.map((country) => country.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(
      COUNTRIES.every((country) => /^[A-Z]{2}$/.test(country.code) && /^\d{1,4}$/.test(country.dial)),
    ).toBe(true);
    expect(tw?.dial).toBe("886");
  });
  it("makes flags and localized names", () => {
    expect(flagEmoji("TW")).toBe("🇹🇼");
    expect(countryName("TW", "en")).toBe("Taiwan");
    expect(countryName("CN", "zh-CN")).toBe("中国");
  });
  it("composes and splits the stored value", () => {
    if (!tw || !us || !ca) throw new Error("missing regions");
    expect(composePhone(tw, " 912 345 678 ")).toBe("+886 912 345 678");
    expect(composePhone(tw, "")).toBe("");
    expect(splitPhone("+886 912345678", us)).toEqual({ country: tw, national: "912345678" });
    // +1 is shared: the preferred region wins.
    expect(splitPhone("+1 4165551234", ca).country.code).toBe("CA");
    expect(splitPhone("0912345678", tw)).toEqual({ country: tw, national: "0912345678" });
  });
  it("needs 7 digits in the number", () => {
    expect(isPhoneLongEnough("123-456")).toBe(false);
    expect(isPhoneLongEnough("123-4567")).toBe(true);
  });
});
