import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { teacherBillingSchema } from "./profiles.schemas";
import {
  billingCountryOf,
  isChinaResidentId,
  isTaiwanIdOrArc,
  teacherBillingIssues,
} from "./teacher-billing";

describe("Taiwan ID and resident certificate numbers", () => {
  it("accepts valid numbers of every form", () => {
    // National ID, 2021 resident certificate, old resident certificate.
    for (const id of ["A123456789", "F131104093", "A800000014", "AC01234567", "a123456789"]) {
      expect(isTaiwanIdOrArc(id), id).toBe(true);
    }
  });

  it("refuses a wrong check digit, a wrong shape or gender digit", () => {
    for (const id of ["A123456788", "A323456789", "1234567890", "A12345678", "AE01234567", ""]) {
      expect(isTaiwanIdOrArc(id), id).toBe(false);
    }
  });

  it("has exactly one check digit for every letter, gender digit and serial", () => {
    const letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ".split("");
    fc.assert(
      fc.property(
        fc.constantFrom(...letters),
        fc.constantFrom("1", "2", "8", "9"),
        fc.stringMatching(/^\d{7}$/),
        (letter, gender, serial) => {
          const valid = "0123456789"
            .split("")
            .filter((d) => isTaiwanIdOrArc(`${letter}${gender}${serial}${d}`));
          return valid.length === 1;
        },
      ),
    );
  });
});

describe("China resident ID numbers", () => {
  it("checks the MOD 11-2 check character", () => {
    expect(isChinaResidentId("11010519491231002X")).toBe(true);
    expect(isChinaResidentId("11010519491231002x")).toBe(true);
    expect(isChinaResidentId("110105194912310021")).toBe(false);
    expect(isChinaResidentId("1101051949123100")).toBe(false);
  });
});

describe("billing info by country", () => {
  it("reads info saved before countries existed as the US shape", () => {
    expect(billingCountryOf({})).toBe("US");
    expect(billingCountryOf({ country: "TW" })).toBe("TW");
    expect(billingCountryOf({ country: "XX" })).toBe("US");
  });

  it("checks the ID, bank code, account and postal code of the teacher's country", () => {
    expect(
      teacherBillingIssues({
        country: "TW",
        id_number: "A123456789",
        bank_code: "822",
        bank_account: "1234-5678-9012",
        zip: "10617",
      }),
    ).toEqual([]);
    expect(
      teacherBillingIssues({
        country: "TW",
        id_number: "A123456780",
        bank_code: "82",
        bank_account: "12ab",
        zip: "1061",
      }).map((issue) => issue.key),
    ).toEqual(["v.tw_id_format", "v.bank_code_format", "v.bank_account_format", "v.zip_format"]);
    expect(teacherBillingIssues({ country: "CN", id_number: "A123456789", zip: "200000" })).toEqual([
      { field: "id_number", key: "v.cn_id_format" },
    ]);
    expect(teacherBillingIssues({ zip: "10617" })).toEqual([]);
    expect(teacherBillingIssues({ zip: "106" })).toEqual([{ field: "zip", key: "v.zip_format" }]);
  });

  it("reports the issues as field errors of the profile schema", () => {
    const result = teacherBillingSchema.safeParse({ country: "TW", id_number: "a123456780" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["id_number", "v.tw_id_format"],
    ]);
    expect(teacherBillingSchema.parse({ country: "TW", id_number: "a123456789" }).id_number).toBe(
      "A123456789",
    );
  });
});
