import { describe, expect, it } from "vitest";
import { translateMessage } from "../i18n";
import { adminUpdateTeacherProfileSchema } from "../profiles/profiles.schemas";
import { MAX_MONEY_MINOR } from "./limits";
import { moneyAmountSchema, moneyFieldSchema } from "./money.schemas";
import { readMoneyInput } from "./parse";

/** The message key a field shows for the typed text (what the web validates before sending). */
const keyFor = (text: string, currency: string, options = {}) => {
  const result = moneyFieldSchema(currency, options).safeParse(readMoneyInput(text, currency));
  return result.success ? null : result.error.issues[0]?.message;
};

describe("one money-input message set", () => {
  it("reads typed text as typed, never rounding a reason away", () => {
    expect(readMoneyInput("", "TWD")).toBeNull();
    expect(readMoneyInput("500.5", "TWD")).toBe(50_050);
    expect(readMoneyInput("1,234.50", "USD")).toBe(123_450);
    expect(readMoneyInput("1.005", "USD")).toBe(100.5);
    expect(readMoneyInput("500.500", "TWD")).toBe(50_050);
    expect(readMoneyInput("-100", "TWD")).toBe(-10_000);
    expect(readMoneyInput("0", "TWD")).toBe(0);
    expect(readMoneyInput("NT$1,200", "TWD")).toBe(120_000);
    expect(readMoneyInput("abc", "TWD")).toBeNaN();
    expect(readMoneyInput("¥12", "TWD")).toBeNaN();
  });

  it("says the real reason: greater than 0, too many decimals, too large", () => {
    expect(keyFor("500.5", "TWD")).toBe("v.money_decimals");
    expect(keyFor("500.5", "CNY")).toBe("v.money_decimals");
    expect(keyFor("500.5", "USD")).toBeNull();
    expect(keyFor("1.005", "USD")).toBe("v.money_decimals");
    expect(keyFor("0", "TWD")).toBe("v.money_positive");
    expect(keyFor("-100", "TWD")).toBe("v.money_positive");
    expect(keyFor("abc", "TWD")).toBe("v.money_positive");
    expect(keyFor("10000000001", "TWD")).toBe("v.money_too_large");
    expect(keyFor("99999999999999999999", "USD")).toBe("v.money_too_large");
    expect(keyFor("10000000000", "TWD")).toBeNull();
  });

  it("a wire amount with a fraction of a cent is too many decimals, not 'not a number'", () => {
    const result = moneyAmountSchema().safeParse(100.5);
    expect(result.success ? null : result.error.issues[0]?.message).toBe("v.money_decimals");
  });

  it("a teacher's hourly salary is greater than 0 and valid in its currency", () => {
    const messages = (body: object) => {
      const result = adminUpdateTeacherProfileSchema.safeParse(body);
      return result.success ? [] : result.error.issues.map((i) => `${i.path.join(".")}:${i.message}`);
    };
    expect(messages({ hourly_salary: 0, hourly_salary_currency: "TWD" })).toEqual([
      "hourly_salary:v.money_positive",
    ]);
    expect(messages({ hourly_salary: -10_000, hourly_salary_currency: "TWD" })).toEqual([
      "hourly_salary:v.money_positive",
    ]);
    expect(messages({ hourly_salary: 50_050, hourly_salary_currency: "TWD" })).toEqual([
      "hourly_salary:v.money_decimals",
    ]);
    expect(messages({ hourly_salary: MAX_MONEY_MINOR + 1, hourly_salary_currency: "USD" })).toEqual([
      "hourly_salary:v.money_too_large",
    ]);
    expect(messages({ hourly_salary: 50_050, hourly_salary_currency: "USD" })).toEqual([]);
    expect(messages({ hourly_salary: null })).toEqual([]);
  });

  it("says it in the reader's language (the spec's sentence)", () => {
    expect(translateMessage("en", "v.money_positive")).toBe("Money must be a number greater than 0.");
    expect(translateMessage("zh-TW", "v.money_positive")).toBe("金額必須是大於 0 的數字。");
    expect(translateMessage("zh-CN", "v.money_positive")).toBe("金额必须是大于 0 的数字。");
    expect(translateMessage("zh-TW", "v.money_decimals")).toMatch(/小數位數過多/);
    expect(translateMessage("zh-CN", "v.money_too_large")).toMatch(/金额过大/);
  });
});
