import { ROLES, type Role, SEARCH_MODES, USER_ORDER_BY } from "@edu/shared";

export type SearchMode = (typeof SEARCH_MODES)[number];
export type UserOrderBy = (typeof USER_ORDER_BY)[number];
export type ActiveFilter = "all" | "active" | "inactive";

/** What the /users page filters by; kept in the address bar so a search can be shared and reloaded. */
export type UserFilters = {
  q: string;
  role: Role | null;
  active: ActiveFilter;
  tagIds: number[];
  tagMode: SearchMode;
  subjects: string[];
  subjectMode: SearchMode;
  page: number;
  orderBy: UserOrderBy;
  direction: "asc" | "desc";
};

export const USERS_PAGE_SIZE = 50;

export const DEFAULT_FILTERS: UserFilters = {
  q: "",
  role: null,
  active: "all",
  tagIds: [],
  tagMode: "any",
  subjects: [],
  subjectMode: "any",
  page: 1,
  orderBy: "id",
  direction: "asc",
};

/** The tabs of /users (spec §2: list, teachers, students, Administrators): each fixes a role. */
export const USER_TABS = [
  { key: "list", path: "/users", role: null },
  { key: "teachers", path: "/users/teachers", role: "teacher" },
  { key: "students", path: "/users/students", role: "student" },
  { key: "administrators", path: "/users/administrators", role: "super-admin" },
] as const satisfies readonly { key: string; path: string; role: Role | null }[];
export type UserTabKey = (typeof USER_TABS)[number]["key"];

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : fallback;

const splitList = (value: string | null): string[] =>
  (value ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);

/** Reads the filters from the page's query string; a tab's role wins over a `role` parameter. */
export function parseUserFilters(params: URLSearchParams, tabRole: Role | null = null): UserFilters {
  const page = Number.parseInt(params.get("page") ?? "", 10);
  const queryRole = params.get("role");
  return {
    q: (params.get("q") ?? "").trim(),
    role:
      tabRole ?? (queryRole && (ROLES as readonly string[]).includes(queryRole) ? (queryRole as Role) : null),
    active: oneOf(["all", "active", "inactive"] as const, params.get("active"), "all"),
    tagIds: splitList(params.get("tags"))
      .map((part) => Number.parseInt(part, 10))
      .filter((id) => Number.isInteger(id) && id > 0),
    tagMode: oneOf(SEARCH_MODES, params.get("tag_mode"), "any"),
    subjects: splitList(params.get("subjects")),
    subjectMode: oneOf(SEARCH_MODES, params.get("subject_mode"), "any"),
    page: Number.isInteger(page) && page > 0 ? page : 1,
    orderBy: oneOf(USER_ORDER_BY, params.get("sort"), "id"),
    direction: oneOf(["asc", "desc"] as const, params.get("dir"), "asc"),
  };
}

/** The page's query string for these filters: defaults are left out; the tab's role lives in the path. */
export function toUserSearchParams(filters: UserFilters, tabRole: Role | null = null): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.role && filters.role !== tabRole) params.set("role", filters.role);
  if (filters.active !== "all") params.set("active", filters.active);
  if (filters.tagIds.length > 0) {
    params.set("tags", filters.tagIds.join(","));
    if (filters.tagMode !== "any") params.set("tag_mode", filters.tagMode);
  }
  if (filters.subjects.length > 0) {
    params.set("subjects", filters.subjects.join(","));
    if (filters.subjectMode !== "any") params.set("subject_mode", filters.subjectMode);
  }
  if (filters.page > 1) params.set("page", String(filters.page));
  if (filters.orderBy !== "id") params.set("sort", filters.orderBy);
  if (filters.direction !== "asc") params.set("dir", filters.direction);
  return params;
}

export type UserSearchApiQuery = Record<string, string | number | boolean | undefined>;

/** The GET /api/users/search query for these filters (spec §7; lists travel as comma lists). */
export function toUserSearchApiQuery(filters: UserFilters): UserSearchApiQuery {
  return {
    page: filters.page,
    page_size: USERS_PAGE_SIZE,
    q: filters.q || undefined,
    role: filters.role ?? undefined,
    is_active: filters.active === "all" ? undefined : filters.active === "active",
    tag_ids: filters.tagIds.length > 0 ? filters.tagIds.join(",") : undefined,
    tag_mode: filters.tagIds.length > 0 ? filters.tagMode : undefined,
    subjects: filters.subjects.length > 0 ? filters.subjects.join(",") : undefined,
    subject_mode: filters.subjects.length > 0 ? filters.subjectMode : undefined,
    order_by: filters.orderBy,
    order_direction: filters.direction,
  };
}

/** A filter change starts again from page 1; paging and sorting keep the rest. */
export function updateFilters(filters: UserFilters, change: Partial<UserFilters>): UserFilters {
  const resetsPage = Object.keys(change).some((key) => key !== "page");
  return { ...filters, ...change, page: change.page ?? (resetsPage ? 1 : filters.page) };
}

/** Clicking a column header: a new column sorts ascending, the same column flips direction. */
export function toggleSort(filters: UserFilters, column: UserOrderBy): UserFilters {
  const direction = filters.orderBy === column && filters.direction === "asc" ? "desc" : "asc";
  return updateFilters(filters, { orderBy: column, direction });
}
