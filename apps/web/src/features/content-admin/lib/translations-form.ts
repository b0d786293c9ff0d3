import { LOCALES, type Locale } from "@edu/shared/i18n";

/** Every language with every field as a string: what the per-language editor edits. */
export type LocaleTexts<F extends string = string> = Record<Locale, Record<F, string>>;

type StoredTranslations = Partial<Record<Locale, Record<string, unknown> | undefined>>;

const asText = (value: unknown) => (typeof value === "string" ? value : "");
const present = (value: string | undefined) => (value ?? "").trim() !== "";

/** Stored translations (languages or fields may be absent) as editable strings. */
export function toLocaleTexts<F extends string>(
  stored: StoredTranslations | undefined,
  fields: readonly F[],
): LocaleTexts<F> {
  const result = {} as LocaleTexts<F>;
  for (const locale of LOCALES) {
    const source = stored?.[locale] ?? {};
    result[locale] = Object.fromEntries(fields.map((name) => [name, asText(source[name])])) as Record<
      F,
      string
    >;
  }
  return result;
}

/**
 * Per language, the fields it lacks although another language has them (English is the fallback, so a
 * missing Chinese field shows English to visitors). Mirrors `findMissingLocales` field by field.
 */
export function findMissingFields<F extends string>(
  texts: LocaleTexts<F>,
  fields: readonly F[],
): Record<Locale, F[]> {
  const used = fields.filter((name) => LOCALES.some((locale) => present(texts[locale]?.[name])));
  return Object.fromEntries(
    LOCALES.map((locale) => [locale, used.filter((name) => !present(texts[locale]?.[name]))]),
  ) as Record<Locale, F[]>;
}

/** The create payload: every language, trimmed; Chinese languages without any text are left out. */
export function toTranslationsPayload<F extends string>(texts: LocaleTexts<F>, fields: readonly F[]) {
  const trim = (locale: Locale) =>
    Object.fromEntries(fields.map((name) => [name, (texts[locale]?.[name] ?? "").trim()])) as Record<
      F,
      string
    >;
  const payload: Partial<Record<Locale, Record<F, string>>> = { en: trim("en") };
  for (const locale of LOCALES) {
    if (locale === "en") continue;
    const values = trim(locale);
    if (fields.some((name) => values[name] !== "")) payload[locale] = values;
  }
  return payload as { en: Record<F, string> } & Partial<Record<Locale, Record<F, string>>>;
}

/**
 * The update payload: per language only the fields that changed (trimmed), so the server's merge
 * (`mergeTranslations`) replaces exactly what was edited. `undefined` when nothing changed.
 */
export function diffTranslations<F extends string>(
  stored: StoredTranslations | undefined,
  edited: LocaleTexts<F>,
  fields: readonly F[],
): Partial<Record<Locale, Partial<Record<F, string>>>> | undefined {
  const before = toLocaleTexts(stored, fields);
  const patch: Partial<Record<Locale, Partial<Record<F, string>>>> = {};
  for (const locale of LOCALES) {
    for (const name of fields) {
      const next = (edited[locale]?.[name] ?? "").trim();
      if (next !== before[locale][name].trim()) {
        patch[locale] = { ...(patch[locale] ?? {}), [name]: next } as Partial<Record<F, string>>;
      }
    }
  }
  return Object.keys(patch).length > 0 ? patch : undefined;
}
