import { z } from "zod";
import { fieldTranslationsResponseSchema, fieldTranslationsSchema } from "../i18n/field-translations";
import { LOCALES } from "../i18n/locales";
import { flag01Schema, httpUrlSchema, optionalHttpUrlSchema } from "../system/input.schemas";
import { dbIdSchema, dbIdValueSchema, pagedListSchema, pageQueryShape } from "../system/paging.schemas";
import {
  APPLICATION_PLATFORMS,
  SCHOOL_CONTROLS,
  SCHOOL_FACT_KEYS,
  SCHOOL_FACT_SOURCES,
  SCHOOL_LINK_KINDS,
  SCHOOL_TABS,
  type SchoolFactKey,
} from "./school-facts";

const text = (max: number) =>
  z.string().trim().min(1, { error: "v.required" }).max(max, { error: "v.text_too_long" });

export const schoolIdParamsSchema = z.object({ id: dbIdSchema });
/** A school page is reached by id ("166027") or slug ("harvard-university"). */
export const schoolRefParamsSchema = z.object({
  id: z
    .string()
    .trim()
    .min(1)
    .max(120)
    .regex(/^[a-z0-9-]+$/, { error: "v.school_ref" }),
});
export const schoolTabParamsSchema = schoolRefParamsSchema.extend({ type: z.enum(SCHOOL_TABS) });

export const schoolControlSchema = z.enum(SCHOOL_CONTROLS);
export const schoolFactKeySchema = z.enum(SCHOOL_FACT_KEYS as [SchoolFactKey, ...SchoolFactKey[]]);
export const schoolLocaleSchema = z.enum(LOCALES);
/** US state or territory code as the Scorecard writes it (STABBR): "CA", "NY", "PR". */
export const stateCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, { error: "v.state_code" });

// ---- search (GET /api/schools/search) ----

export const SCHOOL_SORTS = ["relevance", "ranking", "name", "admission_rate", "cost", "size"] as const;
export const SCHOOL_SIZES = ["small", "medium", "large"] as const;

export const schoolSearchQuerySchema = z.object({
  keyword: z.string().trim().max(100, { error: "v.text_too_long" }).optional(),
  /** The spec's sort control: ranking, school name, high to low, low to high (`order`). */
  sort: z.enum(SCHOOL_SORTS).optional(),
  order: z.enum(["asc", "desc"]).optional(),
  state: stateCodeSchema.optional(),
  control: schoolControlSchema.optional(),
  /** Undergraduates: small < 5,000 ≤ medium < 15,000 ≤ large. */
  size: z.enum(SCHOOL_SIZES).optional(),
  admission_rate_min: z.coerce.number().min(0).max(1).optional(),
  admission_rate_max: z.coerce.number().min(0).max(1).optional(),
  /** A total SAT score (400–1600) or ACT composite (1–36): schools whose middle 50% contains it. */
  sat: z.coerce.number().int().min(400).max(1600).optional(),
  act: z.coerce.number().int().min(1).max(36).optional(),
  /** Cost of attendance at most this many US dollars a year. */
  cost_max: z.coerce.number().int().min(0).max(1_000_000).optional(),
  ...pageQueryShape,
});
export type SchoolSearchQuery = z.infer<typeof schoolSearchQuerySchema>;

/** A result card: the figures a counselor compares at a glance (null: unknown, never 0). */
export const schoolCardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  /** In the reader's language (its default alias), else English. */
  name: z.string(),
  name_en: z.string(),
  city: z.string(),
  state: z.string(),
  control: schoolControlSchema.nullable(),
  admission_rate: z.number().nullable(),
  /** SAT total (reading + math) at the 25th and 75th percentiles. */
  sat_25: z.number().nullable(),
  sat_75: z.number().nullable(),
  act_25: z.number().nullable(),
  act_75: z.number().nullable(),
  cost_of_attendance: z.number().nullable(),
  net_price: z.number().nullable(),
  undergraduates: z.number().nullable(),
  ranking_national: z.number().nullable(),
  /** The alias the keyword matched, when it is not the name shown ("UCLA", "柏克萊"). */
  matched_alias: z.string().nullable(),
});
export type SchoolCard = z.infer<typeof schoolCardSchema>;
export const schoolSearchResultSchema = pagedListSchema(schoolCardSchema);

// ---- a school ----

export const schoolFactValueSchema = z.union([z.number(), z.string(), z.array(z.string())]);

export const schoolFactSchema = z.object({
  key: schoolFactKeySchema,
  value: schoolFactValueSchema,
  /** The academic or application year the figure is for ("2022-23", "2026"). */
  year: z.string(),
  source: z.enum(SCHOOL_FACT_SOURCES),
  /** Staff's note (a ranking's publisher, "approximate"). */
  note: z.string(),
  entered_by: z.string().nullable(),
  entered_at: z.string(),
});
export type SchoolFact = z.infer<typeof schoolFactSchema>;

export const schoolLinkSchema = z.object({
  id: z.number().int(),
  kind: z.enum(SCHOOL_LINK_KINDS),
  url: z.string(),
  label: z.string(),
});

export const schoolAliasSchema = z.object({
  id: z.number().int(),
  school_id: z.number().int(),
  lang: schoolLocaleSchema,
  name: z.string(),
  /** The text as typed, before the product tidied it (spacing, full-width characters). */
  original_name: z.string(),
  is_default: z.boolean(),
});
export type SchoolAlias = z.infer<typeof schoolAliasSchema>;

export const SCHOOL_TEXT_FIELDS = ["overview"] as const;

export const schoolDetailSchema = z.object({
  id: z.number().int(),
  unitid: z.number().int().nullable(),
  slug: z.string(),
  name: z.string(),
  name_en: z.string(),
  /** Each language's default alias (spec: multilingual name). */
  names: z.object({ en: z.string(), "zh-TW": z.string().nullable(), "zh-CN": z.string().nullable() }),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  url: z.string(),
  net_price_url: z.string(),
  control: schoolControlSchema.nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** Schoolyard picture (a public file's address), "" when none. */
  schoolyard: z.string(),
  overview: z.string(),
  translations: fieldTranslationsResponseSchema(SCHOOL_TEXT_FIELDS),
  aliases: z.array(schoolAliasSchema),
  links: z.array(schoolLinkSchema),
  /**
   * Every stored figure (all years, both sources) in SCHOOL_FACTS' order; per key the first is the one a
   * page shows (the newest year, and in one year staff's over the Scorecard's).
   */
  facts: z.array(schoolFactSchema),
  updated_at: z.string(),
});
export type SchoolDetail = z.infer<typeof schoolDetailSchema>;

// ---- create and edit (staff) ----

const schoolFieldsShape = {
  name_en: text(200),
  slug: z
    .string()
    .trim()
    .max(120)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: "v.slug" }),
  name_zh_tw: z.string().trim().max(200, { error: "v.text_too_long" }),
  name_zh_cn: z.string().trim().max(200, { error: "v.text_too_long" }),
  city: z.string().trim().max(120, { error: "v.text_too_long" }),
  state: stateCodeSchema,
  zip: z.string().trim().max(20, { error: "v.text_too_long" }),
  url: optionalHttpUrlSchema(),
  net_price_url: optionalHttpUrlSchema(),
  control: schoolControlSchema,
  overview: z.string().trim().max(5000, { error: "v.text_too_long" }),
  translations: fieldTranslationsSchema({ overview: 5000 }),
};
/** /schools/postcreator: a school staff add by hand (no Scorecard row); only the English name is required. */
export const createSchoolSchema = z.strictObject(schoolFieldsShape).partial().required({ name_en: true });
export type CreateSchoolInput = z.infer<typeof createSchoolSchema>;

/** A staff-entered figure for one year; `value: null` removes it. */
export const schoolFactInputSchema = z.strictObject({
  key: schoolFactKeySchema,
  year: z
    .string()
    .trim()
    .regex(/^\d{4}(-\d{2})?$/, { error: "v.school_year" }),
  value: z.union([
    z.number().min(0).max(10_000_000),
    z.string().trim().max(5000, { error: "v.text_too_long" }),
    z.array(z.enum(APPLICATION_PLATFORMS)).max(APPLICATION_PLATFORMS.length),
    z.null(),
  ]),
  note: z.string().trim().max(200, { error: "v.text_too_long" }).optional(),
});
export type SchoolFactInput = z.infer<typeof schoolFactInputSchema>;

/** /schools/edit: the fields given change (a Scorecard re-import then keeps them), and staff figures per year. */
export const updateSchoolSchema = z
  .strictObject({ ...schoolFieldsShape, facts: z.array(schoolFactInputSchema).max(200) })
  .partial();
export type UpdateSchoolInput = z.infer<typeof updateSchoolSchema>;

// ---- aliases ----

export const schoolAliasIdParamsSchema = z.object({ id: dbIdSchema });
export const createSchoolAliasSchema = z.strictObject({
  lang: schoolLocaleSchema,
  name: text(200),
  school_id: dbIdValueSchema,
  is_default: flag01Schema.default(false),
});
export const updateSchoolAliasSchema = z.strictObject({
  lang: schoolLocaleSchema.optional(),
  name: text(200).optional(),
  is_default: flag01Schema.optional(),
});
export const schoolAliasesSearchSchema = z.strictObject({
  schools: z.array(dbIdValueSchema).min(1).max(200),
});
export const schoolAliasesBySchoolSchema = z.object({
  data: z.array(z.object({ school_id: z.number().int(), aliases: z.array(schoolAliasSchema) })),
});
export const schoolAliasExistQuerySchema = z.object({ keyword: text(200) });
export const schoolAliasExistSchema = z.object({
  exists: z.boolean(),
  /** The school the name already belongs to. */
  school: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export const schoolAliasListSchema = z.object({ data: z.array(schoolAliasSchema) });
export const schoolNameSchema = z.object({
  id: z.number().int(),
  /** In the request's language (its default alias first), else English. */
  name: z.string(),
  lang: schoolLocaleSchema,
  name_en: z.string(),
});

// ---- links (/attachLinkToSchool) ----

export const createSchoolLinkSchema = z.strictObject({
  kind: z.enum(SCHOOL_LINK_KINDS),
  url: httpUrlSchema(),
  label: z.string().trim().max(120, { error: "v.text_too_long" }).default(""),
});
export const schoolLinkIdParamsSchema = z.object({ id: dbIdSchema });

// ---- comparison tables ----

export const schoolTableSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  school_ids: z.array(z.number().int()),
  keys: z.array(schoolFactKeySchema),
  created_by: z.string().nullable(),
  created_at: z.string(),
});
export const schoolTableListSchema = z.object({ data: z.array(schoolTableSchema) });
export const createSchoolTableSchema = z.strictObject({
  name: text(120),
  school_ids: z.array(dbIdValueSchema).min(1).max(20),
  keys: z.array(schoolFactKeySchema).min(1).max(40),
});
export const schoolTableIdParamsSchema = z.object({ id: dbIdSchema });
/** POST school-table-info: the cells of a comparison (a saved table's id, or schools and keys). */
export const schoolTableInfoQuerySchema = z.strictObject({
  school_ids: z.array(dbIdValueSchema).min(1).max(20),
  keys: z.array(schoolFactKeySchema).min(1).max(40),
});
export const schoolTableInfoSchema = z.object({
  schools: z.array(
    z.object({ id: z.number().int(), slug: z.string(), name: z.string(), name_en: z.string() }),
  ),
  rows: z.array(
    z.object({
      key: schoolFactKeySchema,
      cells: z.array(z.object({ school_id: z.number().int(), fact: schoolFactSchema.nullable() })),
    }),
  ),
});

// ---- import (Scorecard CSV) ----

export const schoolImportSchema = z.object({
  id: z.number().int(),
  status: z.enum(["running", "done", "failed"]),
  file_name: z.string(),
  /** The Scorecard year the file is for, read from its name (MERGED2022_23_PP.csv → "2022-23") or given. */
  year: z.string(),
  bytes_read: z.number().int(),
  bytes_total: z.number().int(),
  inserted: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  skipped: z.number().int(),
  /** The first skipped rows with why (a row without UNITID or name, a broken line). */
  skipped_rows: z.array(z.object({ line: z.number().int(), unitid: z.string(), reason: z.string() })),
  error: z.string().nullable(),
  started_at: z.string(),
  finished_at: z.string().nullable(),
});
export type SchoolImport = z.infer<typeof schoolImportSchema>;
export const schoolImportIdParamsSchema = z.object({ id: dbIdSchema });
