import { describe, expect, it } from "vitest";
import {
  boolLiteral,
  countRelation,
  enumLiteral,
  intLiteral,
  LITERAL_PAGES,
  limitOffsetText,
  pageWindow,
  totalOf,
} from "./list-page";

describe("list-page helpers", () => {
  it("writes the first pages' limit and offset as literals, deeper pages as parameters", () => {
    const params: unknown[] = ["x"];
    expect(limitOffsetText(pageWindow(1, 50), params)).toBe("limit 50");
    expect(limitOffsetText(pageWindow(2, 50), params)).toBe("limit 50 offset 50");
    expect(limitOffsetText(pageWindow(LITERAL_PAGES, 20), params)).toBe(
      `limit 20 offset ${(LITERAL_PAGES - 1) * 20}`,
    );
    expect(params).toEqual(["x"]);
    expect(limitOffsetText(pageWindow(LITERAL_PAGES + 1, 50), params)).toBe("limit $2 offset $3");
    expect(params).toEqual(["x", 50, LITERAL_PAGES * 50]);
  });

  it("never writes a literal that is not a validated value", () => {
    expect(intLiteral(4)).toBe("4");
    expect(() => intLiteral(1.5)).toThrow();
    expect(() => intLiteral(Number.NaN)).toThrow();
    expect(() => intLiteral("1; drop table users" as unknown as number)).toThrow();
    expect(() => limitOffsetText({ limit: 50, offset: 0.5 }, [])).toThrow();
    const statuses = ["normal", "archive"] as const;
    expect(enumLiteral("normal", statuses)).toBe("'normal'");
    expect(() => enumLiteral("x' or '1'='1" as "normal", statuses)).toThrow();
    expect(() => enumLiteral("it's" as "normal", ["it's"] as unknown as readonly "normal"[])).toThrow();
    expect(boolLiteral(true)).toBe("true");
    expect(boolLiteral(false)).toBe("false");
  });

  it("counts up to 1,001 and reads the total off the first row (0 without rows)", () => {
    expect(countRelation("from users where true")).toBe(
      "(select count(*)::int as total from (select 1 from users where true limit 1001) x) n",
    );
    expect(totalOf([{ total: 1001 }, { total: 1001 }])).toBe(1001);
    expect(totalOf([{ total: "7" }])).toBe(7);
    expect(totalOf([])).toBe(0);
  });
});
