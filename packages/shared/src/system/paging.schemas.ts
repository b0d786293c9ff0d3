import { z } from "zod";
import { flag01Schema } from "./input.schemas";

/** The largest id a PostgreSQL `serial` / int4 column holds. */
export const MAX_DB_ID = 2_147_483_647;

/** A row id in a path or query string ("42" → 42): a positive int4 (larger would fail in the database). */
export const dbIdSchema = z.coerce.number().int().positive().max(MAX_DB_ID);
/** A row id in a JSON body: a JSON number, not coerced from text. */
export const dbIdValueSchema = z.number().int().positive().max(MAX_DB_ID);

/**
 * Lists count their matches up to this many. Past it the answer says "1,000+" (`total_capped: 1`), as
 * mail and code-hosting products do: counting every match of 100k rows cost more than the page itself
 * on each request (bench/RESULTS.md).
 */
export const LIST_TOTAL_CAP = 1000;

/** Spec §9: user search, children and teacher-student lists default to 50 a page. */
export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;
/** No page past this is served (offsets beyond it are not a list anyone reads page by page). */
export const MAX_PAGE = 100_000;

export const pageQueryShape = {
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
};
export const pageQuerySchema = z.object(pageQueryShape);

/**
 * Keyset paging for lists that offer it: the id of the last row of the page before. The server then
 * reads the rows after that one in the list's order from its index, instead of skipping
 * (page - 1) × page_size rows (an offset of 50,000 cost 30–40 ms, bench/RESULTS.md); `page` is still
 * echoed as current_page. An id that no longer exists gives an empty page.
 */
export const afterIdQueryShape = {
  after_id: dbIdSchema
    .optional()
    .describe("id of the previous page's last row: read the next page by key instead of by offset"),
};
export type PageQuery = z.infer<typeof pageQuerySchema>;

/**
 * DESIGN.md §4 list shape: `{ data, current_page, per_page, total, last_page, total_capped }`.
 * `total_capped` is 1 when the matches were counted only up to LIST_TOTAL_CAP (total then reads 1,000
 * and means "1,000+"); lists that never cap may leave it out (absent = 0).
 */
export const pagedListSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    current_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    last_page: z.number().int(),
    total_capped: z
      .union([z.literal(0), z.literal(1)])
      .optional()
      .describe("1: the total was counted up to 1,000 only and reads “1,000+”"),
  });
export type PagedList<T> = {
  data: T[];
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
  total_capped?: 0 | 1;
};

/**
 * The list answer from a page and its count. `counted` is the number of matches, exact or counted up
 * to LIST_TOTAL_CAP + 1 (`countUpTo` on the server); more than the cap answers total = the cap and
 * `total_capped: 1`.
 *
 * last_page is the last page known to hold rows: with a capped total, ceil(1,000 / per_page). Pages
 * past it are still served (the web offers the next page while the current one is full), so a capped
 * list stays readable to its end; current_page is always the page asked for.
 */
export function pagedList<T>(data: T[], counted: number, page: number, pageSize: number): PagedList<T> {
  const capped = counted > LIST_TOTAL_CAP;
  const total = capped ? LIST_TOTAL_CAP : counted;
  return {
    data,
    current_page: page,
    per_page: pageSize,
    total,
    last_page: Math.max(1, Math.ceil(total / pageSize)),
    total_capped: capped ? 1 : 0,
  };
}

/** Query-string booleans: "1"/"0" as the spec sends them (is_active=1), or "true"/"false". */
export const queryBooleanSchema = flag01Schema;

/** A query-string list given as `a,b`, repeated keys, or both. */
export const queryListSchema = <T extends z.ZodType>(item: T) =>
  z.preprocess((value) => {
    if (value === undefined || value === "") return undefined;
    const parts = Array.isArray(value) ? value : [value];
    return parts.flatMap((part) => String(part).split(",")).filter((part) => part.trim() !== "");
  }, z.array(item).max(200).optional());
