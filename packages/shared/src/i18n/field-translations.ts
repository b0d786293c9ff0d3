import { z } from "zod";
import { LOCALES, type Locale } from "./locales";

/**
 * Translatable fields of records that keep their text in base columns (course sessions, classes,
 * and every module to come): the base column is what admins typed first and stays the fallback; a
 * `translations` object `{ en?, "zh-TW"?, "zh-CN"? }` holds the same fields per language, each optional.
 * (Content written per language from the start — site content, FAQ, courses — uses
 * `content/translations.ts`, whose English is required.)
 */
export type FieldTranslations<K extends string = string> = Partial<
  Record<Locale, Partial<Record<K, string>>>
>;

/**
 * The request schema of such a `translations` object for the given fields and their maximum
 * lengths. Unknown languages or fields are refused (422); an empty text means "not translated".
 */
export function fieldTranslationsSchema<const K extends string>(fields: Record<K, number>) {
  const shape = Object.fromEntries(
    Object.entries<number>(fields).map(([name, max]) => [
      name,
      z.string().trim().max(max, { error: "v.text_too_long" }).optional(),
    ]),
  ) as Record<K, z.ZodOptional<z.ZodString>>;
  const perLocale = z.strictObject(shape);
  return z.strictObject({
    en: perLocale.optional(),
    "zh-TW": perLocale.optional(),
    "zh-CN": perLocale.optional(),
  }) as unknown as z.ZodType<FieldTranslations<K>>;
}

/** The stored translations as answered: per language, the fields that have a text. */
export function fieldTranslationsResponseSchema<const K extends string>(fields: readonly K[]) {
  const perLocale = z.object(
    Object.fromEntries(fields.map((name) => [name, z.string().optional()])) as Record<
      K,
      z.ZodOptional<z.ZodString>
    >,
  );
  return z.object({
    en: perLocale.optional(),
    "zh-TW": perLocale.optional(),
    "zh-CN": perLocale.optional(),
  });
}

const has = (value: string | null | undefined): value is string =>
  typeof value === "string" && value.trim() !== "";

/** The languages tried for a reader, best first: theirs, the other Chinese, then English. */
export function translationFallbacks(locale: Locale): Locale[] {
  if (locale === "zh-TW") return ["zh-TW", "zh-CN", "en"];
  if (locale === "zh-CN") return ["zh-CN", "zh-TW", "en"];
  return ["en"];
}

/**
 * THE resolver (server and web): one field's text for a reader — their language, then the other
 * Chinese (zh-TW ↔ zh-CN), then English, then the base field.
 */
export function resolveField<K extends string>(
  base: string | null | undefined,
  translations: FieldTranslations<K> | null | undefined,
  field: K,
  locale: Locale,
): string {
  for (const candidate of translationFallbacks(locale)) {
    const text = translations?.[candidate]?.[field];
    if (has(text)) return text;
  }
  return base ?? "";
}

/** Every listed field resolved for a reader (see `resolveField`). */
export function resolveFields<K extends string>(
  base: Record<K, string | null | undefined>,
  translations: FieldTranslations<K> | null | undefined,
  fields: readonly K[],
  locale: Locale,
): Record<K, string> {
  const out = {} as Record<K, string>;
  for (const field of fields) out[field] = resolveField(base[field], translations, field, locale);
  return out;
}

/**
 * Languages that lack a text for some field whose base has one (what admin screens count).
 * English counts as present when the base has the text (the base is written in English first).
 */
export function missingTranslationLocales<K extends string>(
  base: Record<K, string | null | undefined>,
  translations: FieldTranslations<K> | null | undefined,
  fields: readonly K[],
): Locale[] {
  return LOCALES.filter((locale) =>
    fields.some((field) => has(base[field]) && locale !== "en" && !has(translations?.[locale]?.[field])),
  );
}

/**
 * Applies an update: each language sent replaces the fields it sends (an empty text removes the
 * field); languages not sent stay as stored. Empty languages are dropped.
 */
export function mergeFieldTranslations<K extends string>(
  stored: FieldTranslations<K> | null | undefined,
  patch: FieldTranslations<K> | undefined,
): FieldTranslations<K> {
  const merged: FieldTranslations<K> = {};
  for (const locale of LOCALES) {
    const fields: Partial<Record<K, string>> = { ...(stored?.[locale] ?? {}), ...(patch?.[locale] ?? {}) };
    for (const key of Object.keys(fields) as K[]) if (!has(fields[key])) delete fields[key];
    if (Object.keys(fields).length > 0) merged[locale] = fields;
  }
  return merged;
}
