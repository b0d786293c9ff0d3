import { z } from "zod";
import { LOCALES } from "../i18n/locales";
import { flag01Schema } from "../system/input.schemas";
import { dbIdSchema } from "../system/paging.schemas";
import { EXPORT_TARGETS } from "./counseling-exports.rules";

/**
 * An export for one application service (spec 03 §5): what it contains and, item by item, what its rules
 * left out and why. Every text people read comes twice: a stable key (`label_key`, `reason_key`,
 * `message_key`: keys of EXPORT_TEXTS, counseling-exports.texts.ts) and the text resolved by the server in
 * the request's language (`label`, `reason`, `message`), so the web shows the text and a program reads
 * the key. Values are the profile's own data, never translated.
 */
export const exportTargetSchema = z.enum(EXPORT_TARGETS, { error: "v.export_target" });

export const exportItemSchema = z.object({
  /** Where the value sits in the exported data: `education.high_schools[0].courses[2]`. */
  path: z.string(),
  label_key: z.string(),
  /** The field's name in the reader's language, with the entry's number for list entries ("High school 2"). */
  label: z.string(),
  /** The value as one line (an entry's fields joined with " · "). */
  value: z.string(),
});

export const exportCutSchema = z.object({
  /** The list (or address) a rule shortened, as in the profile: `testing.duolingo`, `education.colleges[1].attend_dates`. */
  path: z.string(),
  /** The rule's id in EXPORT_RULES[target]. */
  rule: z.string(),
  limit: z.number().int(),
  /** How many entries of this list the export keeps, and how many it leaves out. */
  kept: z.number().int(),
  dropped: z.number().int(),
  reason_key: z.string(),
  /** "Common App takes 3 other high schools (the most recently attended): kept 3, left out 2." */
  reason: z.string(),
  /** Each entry left out: its path in the profile and its value. */
  dropped_items: z.array(z.object({ path: z.string(), value: z.string() })),
});

export const exportWarningSchema = z.object({
  rule: z.string(),
  /** The spec's rule and today's form, each as a short text in the reader's language. */
  spec_rule: z.string(),
  today_rule: z.string(),
  message_key: z.string(),
  message: z.string(),
  /** Whether this profile runs into today's rule (more words or entries than today's form takes). */
  affected: z.boolean(),
});

export const exportSectionSchema = z.object({
  key: z.string(),
  label: z.string(),
  items: z.array(exportItemSchema),
});

export const profileExportSchema = z.object({
  target: exportTargetSchema,
  student_user_id: z.number().int(),
  generated_at: z.string(),
  /** The language of `label`, `reason` and `message` texts. */
  locale: z.enum(LOCALES),
  sections: z.array(exportSectionSchema),
  cuts: z.array(exportCutSchema),
  warnings: z.array(exportWarningSchema),
  /** The exported profile (the target's sections after its cuts): what an upload sends. */
  data: z.record(z.string(), z.unknown()),
});
export type ProfileExport = z.infer<typeof profileExportSchema>;
export type ExportCut = z.infer<typeof exportCutSchema>;
export type ExportItem = z.infer<typeof exportItemSchema>;
export type ExportWarningAnswer = z.infer<typeof exportWarningSchema>;

export const exportStudentParamsSchema = z.object({ id: dbIdSchema });
export const exportFileParamsSchema = z.object({ id: dbIdSchema, target: exportTargetSchema });
/** A download opened by a link: `?lang=` picks the PDF's language (default: the request's). */
export const exportFileQuerySchema = z.object({
  lang: z.enum(LOCALES, { error: "v.export_lang" }).optional().describe("en, zh-TW or zh-CN"),
});

/** POST counseling-profile/sync/{id}: build the export; `upload=1` also sends it to the service. */
export const syncExportSchema = z.object({
  target: exportTargetSchema,
  upload: flag01Schema.optional(),
});

export const syncExportAnswerSchema = z.object({
  export: profileExportSchema,
  uploaded: z.union([z.literal(0), z.literal(1)]),
  /** The success message in the reader's language ("申請表資料上傳成功！") when uploaded. */
  message: z.string().optional(),
});
export type SyncExportAnswer = z.infer<typeof syncExportAnswerSchema>;
