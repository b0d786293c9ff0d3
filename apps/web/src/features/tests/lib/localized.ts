import { type Locale, translationFallbacks } from "@edu/shared/i18n";

type Localized = { en: string } & Partial<Record<Locale, string>>;

/** A title or direction authored in three languages, for the reader: theirs, the other Chinese, English. */
export function localized(text: Localized, locale: Locale): string;
export function localized(text: Localized | null | undefined, locale: Locale): string | undefined;
export function localized(text: Localized | null | undefined, locale: Locale): string | undefined {
  if (!text) return undefined;
  for (const candidate of translationFallbacks(locale)) {
    const value = text[candidate];
    if (value?.trim()) return value;
  }
  return text.en;
}
