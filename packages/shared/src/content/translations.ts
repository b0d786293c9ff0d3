import { z } from "zod";
import { LOCALES, type Locale } from "../i18n/locales";

/**
 * Every visible text of public content is stored per language: `{ en: {...}, "zh-CN": {...},
 * "zh-TW": {...} }`. English is complete (it is the fallback); a Chinese field that is absent or
 * empty falls back to English, and that language is then listed in `missing_locales`.
 */
export type Translations<T extends Record<string, unknown>> = {
  en: T;
  "zh-CN"?: Partial<T>;
  "zh-TW"?: Partial<T>;
};

export const localeSchema = z.enum(LOCALES);

type FieldRule = { max: number; required?: boolean };

/**
 * The request schema of a `translations` object with the given text fields: English fields marked
 * `required` must be non-empty; Chinese fields may be left out or empty (English is shown instead).
 */
export function translationsSchema<const F extends Record<string, FieldRule>>(fields: F) {
  return buildTranslations(fields, false) as unknown as z.ZodType<
    Translations<{ [K in keyof F]: F[K]["required"] extends true ? string : string | undefined }>
  >;
}

/**
 * For updates: every language and field may be left out (it keeps its stored value); a field sent
 * replaces it (an empty Chinese field clears it, so English shows). English required fields stay non-empty.
 */
export function translationsPatchSchema<const F extends Record<string, FieldRule>>(fields: F) {
  return buildTranslations(fields, true) as unknown as z.ZodType<
    Partial<Record<Locale, Partial<{ [K in keyof F]: string }>>>
  >;
}

function buildTranslations(fields: Record<string, FieldRule>, patch: boolean) {
  const en: Record<string, z.ZodType> = {};
  const other: Record<string, z.ZodType> = {};
  for (const [name, rule] of Object.entries(fields)) {
    const text = z.string().trim().max(rule.max, { error: "v.text_too_long" });
    const enText = rule.required ? text.min(1, { error: "v.required" }) : text;
    en[name] = rule.required && !patch ? enText : enText.optional();
    other[name] = text.optional();
  }
  return z.object({
    en: patch ? z.object(en).optional() : z.object(en),
    "zh-CN": z.object(other).optional(),
    "zh-TW": z.object(other).optional(),
  });
}

/** The same translations as a response: what is stored, per language. */
export function translationsResponseSchema<const K extends string>(fields: readonly K[]) {
  const shape = Object.fromEntries(fields.map((name) => [name, z.string().optional()])) as Record<
    K,
    z.ZodOptional<z.ZodString>
  >;
  return z.object({
    en: z.object(shape),
    "zh-CN": z.object(shape).optional(),
    "zh-TW": z.object(shape).optional(),
  });
}

const isPresent = (value: unknown) =>
  value !== undefined &&
  value !== null &&
  !(typeof value === "string" && value.trim() === "") &&
  !(Array.isArray(value) && value.length === 0);

/**
 * Languages lacking a translation of some field English has. English itself is listed when it is
 * missing a field another language has (content written in Chinese first).
 */
export function findMissingLocales(translations: Partial<Record<Locale, Record<string, unknown>>>): Locale[] {
  const fields = new Set<string>();
  for (const locale of LOCALES) {
    for (const [name, value] of Object.entries(translations[locale] ?? {}))
      if (isPresent(value)) fields.add(name);
  }
  return LOCALES.filter((locale) => {
    const values = translations[locale] ?? {};
    return [...fields].some((name) => !isPresent(values[name]));
  });
}

/**
 * The fields in `locale`, each falling back to English (then to any language that has it) where
 * missing. Works for flat text fields and for site-content values (top-level keys).
 */
export function resolveTranslations<T extends Record<string, unknown>>(
  translations: Partial<Record<Locale, Partial<T>>>,
  locale: Locale,
): { values: T; missing_locales: Locale[] } {
  const order: Locale[] = [locale, "en", ...LOCALES.filter((l) => l !== locale && l !== "en")];
  const values: Record<string, unknown> = {};
  for (const source of [...order].reverse()) {
    for (const [name, value] of Object.entries(translations[source] ?? {})) {
      if (isPresent(value)) values[name] = value;
    }
  }
  return {
    values: values as T,
    missing_locales: findMissingLocales(translations as Partial<Record<Locale, Record<string, unknown>>>),
  };
}

/** What every localized public answer carries besides its fields. */
export const localizedMetaShape = {
  locale: localeSchema.describe("the language of this answer (the request's Accept-Language)"),
  missing_locales: z
    .array(localeSchema)
    .describe("languages without a complete translation; their missing fields show English"),
};

/** Applies an update: each language sent replaces the fields it sends; other languages stay. */
export function mergeTranslations<T extends Partial<Record<Locale, Record<string, unknown>>>>(
  stored: T,
  patch: Partial<Record<Locale, Record<string, unknown> | undefined>> | undefined,
): T {
  if (!patch) return stored;
  const merged: Partial<Record<Locale, Record<string, unknown>>> = { ...stored };
  for (const locale of LOCALES) {
    const fields = patch[locale];
    if (fields) merged[locale] = { ...(stored[locale] ?? {}), ...fields };
  }
  return merged as T;
}
