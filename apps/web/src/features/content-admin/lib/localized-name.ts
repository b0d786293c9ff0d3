import { resolveTranslations } from "@edu/shared";
import { normalizeLocale } from "@edu/shared/i18n";

type Stored = { en: Record<string, string | undefined> } & Partial<
  Record<string, Record<string, string | undefined>>
>;

/** A stored field in the interface language, falling back to English (as visitors see it). */
export function localizedName(translations: Stored, field: string, language: string): string {
  const locale = normalizeLocale(language) ?? "en";
  const { values } = resolveTranslations(translations as never, locale);
  const value = (values as Record<string, unknown>)[field];
  return typeof value === "string" ? value : "";
}
