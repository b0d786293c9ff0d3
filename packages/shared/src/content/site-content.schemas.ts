import { z } from "zod";
import { localeSchema, localizedMetaShape } from "./translations";

/**
 * Keyed site content: marketing figures, prices, the counseling service table, TOEFL videos,
 * addresses of external pages, contact details, page titles and descriptions. `data` holds values
 * that are the same in every language (numbers, amounts, URLs); `translations` holds per-language
 * values (any JSON per top-level field), each field falling back to English.
 * Keys starting with `private.` are for admins only (e.g. where contact notifications go).
 */
export const SITE_CONTENT_KEY_PATTERN = /^[a-z0-9][a-z0-9._-]{0,99}$/;
export const PRIVATE_SITE_CONTENT_PREFIX = "private.";
export const isPrivateSiteContentKey = (key: string) => key.startsWith(PRIVATE_SITE_CONTENT_PREFIX);

/** Keys the demo seed writes and the web app reads (editable by admins; nothing hard-coded in components). */
export const SITE_CONTENT_KEYS = {
  /** data: class_size_min, class_size_max, sat_score_gain, act_score_gain, group_discounts[{students, amount, currency}], founded_year, students_served */
  figures: "marketing.figures",
  /** data: prices{<page>: {amount, currency, unit}}; translations: notes per price */
  prices: "marketing.prices",
  /** translations: title, intro, groups[{key, title, items[{name, description}]}] (40 items: assess, prepare, apply, follow-up, Q&A) */
  counselingServices: "counseling.services",
  /** data: videos[{id, youtube_id, duration_seconds}]; translations: title, intro, videos[{id, title, description}] */
  toeflVideos: "toefl.videos",
  /** data: blogs_url, seminar_form_url (also /blogs and /l/admissions_stories_seminar), line_url, facebook_url, instagram_url, youtube_url */
  links: "site.links",
  /** data: email, phone_tw, phone_cn, line_id, wechat_id; translations: company_name, address_tw, address_cn, office_hours */
  contact: "site.contact",
  /** translations: one field per page (home, about, classes, sat_course, …) = {title, description} */
  pageMeta: "site.page-meta",
  /** data: emails[] — where contact-form notifications go (default: every admin and staff user) */
  contactNotification: "private.contact-notification",
  /** data: bank_code, account_number; translations: bank_name, branch, account_name, note — the school's account for bank transfers (shown on bills) */
  bankAccount: "site.bank-account",
} as const;

export const siteContentKeySchema = z
  .string()
  .regex(SITE_CONTENT_KEY_PATTERN, { error: "v.site_content_key" });
export const siteContentKeyParamsSchema = z.object({ key: siteContentKeySchema });

const jsonFields = z.record(z.string().min(1).max(100), z.unknown());

export const siteContentTranslationsSchema = z.object({
  en: jsonFields,
  "zh-CN": jsonFields.optional(),
  "zh-TW": jsonFields.optional(),
});

/** PUT site-content/{key}: replaces the entry (creating it when new). */
export const putSiteContentSchema = z.object({
  data: jsonFields.default({}),
  translations: siteContentTranslationsSchema.default({ en: {} }),
});
export type PutSiteContentInput = z.infer<typeof putSiteContentSchema>;

/** Public answer: `content` is the translations resolved for the request's language. */
export const siteContentSchema = z.object({
  key: z.string(),
  data: jsonFields,
  content: jsonFields,
  ...localizedMetaShape,
  updated_at: z.string(),
});
export type SiteContent = z.infer<typeof siteContentSchema>;

/** Admin answer: every language as stored. */
export const siteContentAdminSchema = z.object({
  key: z.string(),
  data: jsonFields,
  translations: siteContentTranslationsSchema,
  missing_locales: z.array(localeSchema),
  updated_at: z.string(),
  updated_by: z.number().int().nullable(),
});
export type SiteContentAdmin = z.infer<typeof siteContentAdminSchema>;

export const siteContentListQuerySchema = z.object({
  keys: z.preprocess(
    (value) =>
      value === undefined || value === ""
        ? undefined
        : (Array.isArray(value) ? value : [value]).flatMap((part) => String(part).split(",")),
    z.array(siteContentKeySchema).max(50).optional(),
  ),
});
export const siteContentListSchema = z.object({ data: z.array(siteContentSchema) });
export const siteContentAdminListSchema = z.object({ data: z.array(siteContentAdminSchema) });
