import { type Locale, translationFallbacks } from "@edu/shared/i18n";

type Localized = { en: string } & Partial<Record<Locale, string>>;

/** A test's title for the reader: their language, the other Chinese, English. */
export function localized(text: Localized, locale: Locale): string {
  for (const candidate of translationFallbacks(locale)) {
    const value = text[candidate];
    if (value?.trim()) return value;
  }
  return text.en;
}
