import { describe, expect, it } from "vitest";
import {
  EMPTY_FILTERS,
  effectiveSort,
  parseSchoolFilters,
  toSchoolSearchApiQuery,
  toSchoolSearchParams,
  updateSchoolFilters,
} from "./search-filters";

describe("the search's address", () => {
  it("reads what it wrote, leaving defaults out", () => {
    const filters = {
      ...EMPTY_FILTERS,
      keyword: "柏克萊",
      sort: "cost" as const,
      order: "desc" as const,
      state: "CA",
      control: "public" as const,
      size: "large" as const,
      admission_rate_min: 0.05,
      admission_rate_max: 0.3,
      sat: 1450,
      act: 33,
      cost_max: 60_000,
      page: 3,
    };
    expect(parseSchoolFilters(toSchoolSearchParams(filters))).toEqual(filters);
    expect(toSchoolSearchParams(EMPTY_FILTERS).toString()).toBe("");
  });

  it("drops what the server would refuse: unknown sorts, bad states, scores out of range", () => {
    const filters = parseSchoolFilters(
      new URLSearchParams(
        "sort=fame&order=up&state=California&control=x&sat=1700&act=3.5&admission_rate_max=2&page=-1",
      ),
    );
    expect(filters).toEqual(EMPTY_FILTERS);
    expect(parseSchoolFilters(new URLSearchParams("state=ny")).state).toBe("NY");
  });

  it("sorts by relevance while a keyword is typed, by ranking otherwise, and says the order", () => {
    expect(effectiveSort({ keyword: "ucla", sort: null })).toBe("relevance");
    expect(effectiveSort({ keyword: "", sort: null })).toBe("ranking");
    expect(effectiveSort({ keyword: "", sort: "relevance" })).toBe("ranking");
    expect(toSchoolSearchApiQuery({ ...EMPTY_FILTERS, keyword: "mit" })).toEqual({
      keyword: "mit",
      sort: "relevance",
      order: undefined,
      state: undefined,
      control: undefined,
      size: undefined,
      page: 1,
      page_size: 25,
    });
    expect(toSchoolSearchApiQuery({ ...EMPTY_FILTERS, sort: "size" })).toMatchObject({
      sort: "size",
      order: "desc",
    });
    expect(toSchoolSearchApiQuery({ ...EMPTY_FILTERS, sort: "name" })).toMatchObject({
      sort: "name",
      order: "asc",
    });
  });

  it("starts again from page 1 when anything but the page changes", () => {
    const on3 = { ...EMPTY_FILTERS, page: 3 };
    expect(updateSchoolFilters(on3, { state: "MA" }).page).toBe(1);
    expect(updateSchoolFilters(on3, { page: 4 }).page).toBe(4);
  });
});
