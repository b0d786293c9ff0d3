import { describe, expect, it } from "vitest";
import { LOCALES } from "../i18n/locales";
import { BALANCE_REASON_CODES, DEPOSIT_PROVIDERS } from "./balance.constants";
import { balanceReasonText, entryReasonText } from "./balance-reasons";

describe("balance reasons: codes rendered per reader", () => {
  it("every code reads in every language with its parameters filled", () => {
    for (const locale of LOCALES) {
      for (const code of BALANCE_REASON_CODES) {
        const text = balanceReasonText(locale, code, { bill: 5, payment: 2, provider: "ecpay", ref: "T1" });
        expect(text, `${locale} ${code}`).not.toMatch(/[{}]/);
        if (locale !== "en") expect(text, `${locale} ${code}`).not.toMatch(/[A-Za-z]{4,}/);
      }
      for (const provider of DEPOSIT_PROVIDERS) {
        expect(balanceReasonText(locale, "deposit", { provider, ref: "" })).not.toMatch(/[{}]|（）|\(\)/);
      }
    }
  });

  it("names bill and payment, keeps an admin's note as typed, and shows typed reasons as they are", () => {
    expect(balanceReasonText("zh-TW", "proof_hold", { bill: 5, payment: 2 })).toBe(
      "帳單 #5 的付款證明（付款 #2），待核對",
    );
    expect(balanceReasonText("zh-CN", "payment_undone", { bill: 9, payment: 2, note: "金额有误" })).toBe(
      "账单 #9 的付款 #2 已撤销：金额有误",
    );
    expect(balanceReasonText("en", "bill_voided", { bill: 9, note: "" })).toBe("Bill #9 voided");
    expect(entryReasonText("zh-TW", { reason: "退還教材費", reason_code: null, reason_params: null })).toBe(
      "退還教材費",
    );
  });
});
