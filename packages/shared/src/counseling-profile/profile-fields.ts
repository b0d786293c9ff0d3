import { z } from "zod";
import { PROFILE_LIMITS, PROFILE_SOFT_CAPS, type ProfileLimit } from "./counseling-profile.constants";

/**
 * Field builders every section uses. Each field has a default, so `schema.parse({})` is a section never
 * saved (the GET answer's "defaults filled") and a client may send only what it has.
 */

/** Free text: trimmed, "" when absent. */
export const text = (max: number = PROFILE_SOFT_CAPS.short) =>
  z.string().trim().max(max, { error: "v.text_too_long" }).default("");

/** A calendar day, YYYY-MM-DD, or null. */
export const day = () =>
  z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { error: "v.cp_date" })
    .refine(
      (value) =>
        !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
        new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
      {
        error: "v.cp_date",
      },
    )
    .nullable()
    .default(null);

/** A month, YYYY-MM, or null (future test sittings). */
export const month = () =>
  z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: "v.cp_month" })
    .nullable()
    .default(null);

/** One of a list, or null when not chosen. */
export const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values).nullable().default(null);

/** A list the spec gives no limit for: capped generously. */
export const list = <T extends z.ZodType>(item: T) =>
  z.array(item).max(PROFILE_SOFT_CAPS.list, { error: "v.cp_list_too_long" }).default([]);

/** A list with a spec §5 limit: one over is refused with the limit's own message. */
export const limitedList = <T extends z.ZodType>(item: T, limit: ProfileLimit) =>
  z
    .array(item)
    .max(PROFILE_LIMITS[limit], { error: `v.cp_limit_${limit}` as const })
    .default([]);

/** A 0/1 answer to a yes/no question, null when not answered. */
export const yesNo = () => z.boolean().nullable().default(null);

/** Phone object (spec §3): calling code without "+", the number's digits and separators, extension. */
export const phoneSchema = z.object({
  country_code: z
    .string()
    .trim()
    .regex(/^\+?\d{0,4}$/, { error: "v.cp_country_code" })
    .default(""),
  phone_number: z
    .string()
    .trim()
    .regex(/^[\d ()-]{0,30}$/, { error: "v.cp_phone_number" })
    .default(""),
  extension: z
    .string()
    .trim()
    .regex(/^\d{0,10}$/, { error: "v.cp_phone_extension" })
    .default(""),
});
export type Phone = z.infer<typeof phoneSchema>;

export const addressSchema = z.object({
  line1: text(),
  line2: text(),
  line3: text(),
  city: text(100),
  state: text(100),
  postal_code: text(20),
  /** ISO 3166-1 alpha-2 ("TW"), "" when not chosen: the country selector's value. */
  country: z
    .string()
    .trim()
    .regex(/^([A-Z]{2})?$/, { error: "v.cp_country" })
    .default(""),
});
export type Address = z.infer<typeof addressSchema>;

export const countryCode = () =>
  z
    .string()
    .trim()
    .regex(/^([A-Z]{2})?$/, { error: "v.cp_country" })
    .default("");

/** A from–to span of days; `to` null while still attending. */
export const attendDatesSchema = z
  .object({ from: day(), to: day() })
  .refine((span) => !span.from || !span.to || span.from <= span.to, {
    error: "v.end_before_start",
    path: ["to"],
  });
