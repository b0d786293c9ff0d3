import {
  SCHOOL_CONTROLS,
  SCHOOL_SIZES,
  SCHOOL_SORTS,
  type SchoolControl,
  type SchoolSearchQuery,
} from "@edu/shared/schools";
import type { SchoolSearchApiQuery } from "../api/schools-api";

export type SchoolSort = (typeof SCHOOL_SORTS)[number];
export type SchoolSize = (typeof SCHOOL_SIZES)[number];
export type SortOrder = "asc" | "desc";

/**
 * What /schools searches for, kept in the address bar under the API's own names (`?keyword=柏克萊&state=CA`),
 * so a search can be shared and Back returns to the one before. Admission rate is a share (0–1) as on the wire.
 */
export type SchoolFilters = {
  keyword: string;
  /** null: the default (relevance with a keyword, else ranking). */
  sort: SchoolSort | null;
  /** null: the sort's natural order (see defaultOrder). */
  order: SortOrder | null;
  state: string | null;
  control: SchoolControl | null;
  size: SchoolSize | null;
  admission_rate_min: number | null;
  admission_rate_max: number | null;
  sat: number | null;
  act: number | null;
  cost_max: number | null;
  page: number;
};

export const SCHOOLS_PAGE_SIZE = 25;

export const EMPTY_FILTERS: SchoolFilters = {
  keyword: "",
  sort: null,
  order: null,
  state: null,
  control: null,
  size: null,
  admission_rate_min: null,
  admission_rate_max: null,
  sat: null,
  act: null,
  cost_max: null,
  page: 1,
};

const NUMBER_KEYS = ["admission_rate_min", "admission_rate_max", "sat", "act", "cost_max"] as const;
type NumberKey = (typeof NUMBER_KEYS)[number];
/** The same bounds as schoolSearchQuerySchema: a value outside them is dropped rather than sent for a 422. */
const NUMBER_BOUNDS: Record<NumberKey, { min: number; max: number; int: boolean }> = {
  admission_rate_min: { min: 0, max: 1, int: false },
  admission_rate_max: { min: 0, max: 1, int: false },
  sat: { min: 400, max: 1600, int: true },
  act: { min: 1, max: 36, int: true },
  cost_max: { min: 0, max: 1_000_000, int: true },
};

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;

function readNumber(key: NumberKey, text: string | null): number | null {
  if (text === null || text.trim() === "") return null;
  const value = Number(text);
  const bounds = NUMBER_BOUNDS[key];
  if (!Number.isFinite(value) || value < bounds.min || value > bounds.max) return null;
  if (bounds.int && !Number.isInteger(value)) return null;
  return value;
}

/** The sort a search uses: the chosen one, else relevance while a keyword is typed, else ranking. */
export function effectiveSort(filters: Pick<SchoolFilters, "keyword" | "sort">): SchoolSort {
  if (filters.sort === "relevance" && !filters.keyword) return "ranking";
  return filters.sort ?? (filters.keyword ? "relevance" : "ranking");
}

/** Each sort's natural order: the best ranked, A to Z, the most selective, the cheapest first; the largest first. */
export function defaultOrder(sort: SchoolSort): SortOrder {
  return sort === "size" ? "desc" : "asc";
}

/** Reads the filters from the page's query string; what is unknown or out of range is left out. */
export function parseSchoolFilters(params: URLSearchParams): SchoolFilters {
  const page = Number.parseInt(params.get("page") ?? "", 10);
  const state = (params.get("state") ?? "").trim().toUpperCase();
  const numbers = Object.fromEntries(
    NUMBER_KEYS.map((key) => [key, readNumber(key, params.get(key))]),
  ) as Record<NumberKey, number | null>;
  return {
    keyword: (params.get("keyword") ?? "").trim().slice(0, 100),
    sort: oneOf(SCHOOL_SORTS, params.get("sort")),
    order: oneOf(["asc", "desc"] as const, params.get("order")),
    state: /^[A-Z]{2}$/.test(state) ? state : null,
    control: oneOf(SCHOOL_CONTROLS, params.get("control")),
    size: oneOf(SCHOOL_SIZES, params.get("size")),
    ...numbers,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The page's query string for these filters: what is empty or the default is left out. */
export function toSchoolSearchParams(filters: SchoolFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.keyword) params.set("keyword", filters.keyword);
  if (filters.sort) params.set("sort", filters.sort);
  if (filters.order) params.set("order", filters.order);
  if (filters.state) params.set("state", filters.state);
  if (filters.control) params.set("control", filters.control);
  if (filters.size) params.set("size", filters.size);
  for (const key of NUMBER_KEYS) {
    const value = filters[key];
    if (value !== null) params.set(key, String(value));
  }
  if (filters.page > 1) params.set("page", String(filters.page));
  return params;
}

/** The GET schools/search query: the sort and order always said, so the page shows what the server did. */
export function toSchoolSearchApiQuery(filters: SchoolFilters): SchoolSearchApiQuery {
  const sort = effectiveSort(filters);
  const query: Partial<SchoolSearchQuery> = {
    keyword: filters.keyword || undefined,
    sort,
    order: sort === "relevance" ? undefined : (filters.order ?? defaultOrder(sort)),
    state: filters.state ?? undefined,
    control: filters.control ?? undefined,
    size: filters.size ?? undefined,
  };
  for (const key of NUMBER_KEYS) if (filters[key] !== null) query[key] = filters[key] ?? undefined;
  return { ...query, page: filters.page, page_size: SCHOOLS_PAGE_SIZE };
}

/** A change of anything but the page starts again from page 1. */
export function updateSchoolFilters(filters: SchoolFilters, change: Partial<SchoolFilters>): SchoolFilters {
  const resetsPage = Object.keys(change).some((key) => key !== "page");
  return { ...filters, ...change, page: change.page ?? (resetsPage ? 1 : filters.page) };
}

/** How many filters (beyond the keyword and the sort) are set: shown on the phone's "Filters" button. */
export function countActiveFilters(filters: SchoolFilters): number {
  return [
    filters.state,
    filters.control,
    filters.size,
    filters.admission_rate_min,
    filters.admission_rate_max,
    filters.sat,
    filters.act,
    filters.cost_max,
  ].filter((value) => value !== null).length;
}
