import { z } from "zod";
import { flag01Schema } from "../system/input.schemas";

/** DESIGN.md §4 list shape: `{ data, current_page, per_page, total, last_page }`. */
export const pagedListSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    current_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    last_page: z.number().int(),
  });
export type PagedList<T> = {
  data: T[];
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
};

/** Spec §9: user search, children and teacher-student lists default to 50 a page. */
export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;

export const pageQueryShape = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
};
export const pageQuerySchema = z.object(pageQueryShape);
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** Query-string booleans: "1"/"0" as the spec sends them (is_active=1), or "true"/"false". */
export const queryBooleanSchema = flag01Schema;

/** A query-string list given as `a,b`, repeated keys, or both. */
export const queryListSchema = <T extends z.ZodType>(item: T) =>
  z.preprocess((value) => {
    if (value === undefined || value === "") return undefined;
    const parts = Array.isArray(value) ? value : [value];
    return parts.flatMap((part) => String(part).split(",")).filter((part) => part.trim() !== "");
  }, z.array(item).max(200).optional());
