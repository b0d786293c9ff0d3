import { describe, expect, it } from "vitest";
import {
  DEFAULT_FILTERS,
  parseUserFilters,
  toggleSort,
  toUserSearchApiQuery,
  toUserSearchParams,
  updateFilters,
} from "./user-filters";

describe("users filters ↔ query string", () => {
  it("an empty query string is the default filters, and defaults write nothing back", () => {
    const filters = parseUserFilters(new URLSearchParams());
    expect(filters).toEqual(DEFAULT_FILTERS);
    expect(toUserSearchParams(filters).toString()).toBe("");
  });

  it("round-trips every filter through the address bar", () => {
    const filters = {
      ...DEFAULT_FILTERS,
      q: "chen",
      role: "parent" as const,
      active: "inactive" as const,
      tagIds: [3, 7],
      tagMode: "all" as const,
      subjects: ["SAT Math", "TOEFL"],
      subjectMode: "all" as const,
      page: 3,
      orderBy: "last_name" as const,
      direction: "desc" as const,
    };
    const params = toUserSearchParams(filters);
    expect(params.toString()).toBe(
      "q=chen&role=parent&active=inactive&tags=3%2C7&tag_mode=all&subjects=SAT+Math%2CTOEFL&subject_mode=all&page=3&sort=last_name&dir=desc",
    );
    expect(parseUserFilters(params)).toEqual(filters);
  });

  it("ignores values it does not know instead of sending them on", () => {
    const filters = parseUserFilters(
      new URLSearchParams("role=wizard&active=maybe&tags=1,x,-2&page=-4&sort=password&dir=up&tag_mode=some"),
    );
    expect(filters).toEqual({ ...DEFAULT_FILTERS, tagIds: [1] });
  });

  it("the tab's role wins over a role parameter and stays out of the query string", () => {
    const filters = parseUserFilters(new URLSearchParams("role=parent&q=a"), "teacher");
    expect(filters.role).toBe("teacher");
    expect(toUserSearchParams(filters, "teacher").toString()).toBe("q=a");
  });

  it("builds the users/search call: page size 50, booleans, comma lists, modes only with their lists", () => {
    expect(toUserSearchApiQuery(DEFAULT_FILTERS)).toEqual({
      page: 1,
      page_size: 50,
      q: undefined,
      role: undefined,
      is_active: undefined,
      tag_ids: undefined,
      tag_mode: undefined,
      subjects: undefined,
      subject_mode: undefined,
      order_by: "id",
      order_direction: "asc",
    });
    const query = toUserSearchApiQuery({
      ...DEFAULT_FILTERS,
      q: "x",
      role: "student",
      active: "active",
      tagIds: [1, 2],
      tagMode: "all",
      subjects: ["SAT"],
    });
    expect(query).toMatchObject({
      q: "x",
      role: "student",
      is_active: true,
      tag_ids: "1,2",
      tag_mode: "all",
      subjects: "SAT",
      subject_mode: "any",
    });
    expect(toUserSearchApiQuery({ ...DEFAULT_FILTERS, active: "inactive" }).is_active).toBe(false);
  });

  it("a filter change goes back to page 1; paging keeps the filters", () => {
    const onPage3 = { ...DEFAULT_FILTERS, q: "a", page: 3 };
    expect(updateFilters(onPage3, { q: "b" }).page).toBe(1);
    expect(updateFilters(onPage3, { page: 4 })).toEqual({ ...onPage3, page: 4 });
  });

  it("sorting: a new column ascending, the same column flips", () => {
    const byName = toggleSort({ ...DEFAULT_FILTERS, page: 2 }, "username");
    expect(byName).toMatchObject({ orderBy: "username", direction: "asc", page: 1 });
    expect(toggleSort(byName, "username").direction).toBe("desc");
    expect(toggleSort(toggleSort(byName, "username"), "username").direction).toBe("asc");
  });
});
