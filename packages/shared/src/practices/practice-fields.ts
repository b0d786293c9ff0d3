import { z } from "zod";
import { FORBIDDEN_IN_TEXT } from "../system/input.schemas";
import { dbIdValueSchema } from "../system/paging.schemas";
import { PRACTICE_LIMITS as L } from "./practices.constants";

/** Field schemas practices and full practices share (not exported from the domain's index). */
export const flagOut = z.union([z.literal(0), z.literal(1)]);
export const idOut = z.number().int();
export const line = (max: number) =>
  z
    .string()
    .trim()
    .min(1, { error: "v.required" })
    .max(max, { error: "v.text_too_long" })
    .refine((value) => !FORBIDDEN_IN_TEXT.test(value), { error: "v.control_characters" });
/**
 * The spec's messages when a required setting is left out (absent or null). A plain missing value would
 * read the general "required" (http/validation.ts), so the value is checked before its type; other bad
 * values keep the type's own message.
 */
type MissingKey = "v.pr_duration_missing" | "v.pr_due_date_missing" | "v.pr_scoring_missing";
export const required = <T extends z.ZodType<unknown, NonNullable<unknown>>>(schema: T, key: MissingKey) => {
  // The OpenAPI document describes the value's own type (the check in front accepts anything).
  const { $schema: _, ...described } = z.toJSONSchema(schema, { io: "input" }) as Record<string, unknown>;
  return z
    .unknown()
    .refine((value) => value !== undefined && value !== null, { error: key, abort: true })
    .pipe(schema)
    .meta(described);
};

export const dueDateSchema = required(z.iso.date(), "v.pr_due_date_missing");
export const sharersSchema = z.object({
  user_ids: z.array(dbIdValueSchema).max(L.sharers).default([]),
  class_ids: z.array(dbIdValueSchema).max(L.sharers).default([]),
  tag_ids: z.array(dbIdValueSchema).max(L.sharers).default([]),
});

export const sharersOut = z.object({
  user_ids: z.array(idOut),
  class_ids: z.array(idOut),
  tag_ids: z.array(idOut),
});
