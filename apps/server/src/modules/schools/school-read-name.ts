import { type Locale, translationFallbacks } from "@edu/shared";

/** A school's default alias per language, as stored. */
export type DefaultNames = Partial<Record<Locale, string>>;

/**
 * A school's name for a reader: the default alias in their language, then the other Chinese script's,
 * then English (an English reader's default alias, else the English name INSTNM), with the language it is in.
 */
export function schoolNameFor(
  defaults: DefaultNames,
  nameEn: string,
  locale: Locale,
): { name: string; lang: Locale } {
  for (const lang of translationFallbacks(locale)) {
    if (lang === "en" && locale !== "en") break;
    const name = defaults[lang];
    if (name) return { name, lang };
  }
  return { name: nameEn, lang: "en" };
}

/** Default aliases grouped by school. */
export function defaultNamesBySchool(
  rows: ReadonlyArray<{ schoolId: number; lang: Locale; name: string }>,
): Map<number, DefaultNames> {
  const bySchool = new Map<number, DefaultNames>();
  for (const row of rows) {
    const names = bySchool.get(row.schoolId) ?? {};
    names[row.lang] = row.name;
    bySchool.set(row.schoolId, names);
  }
  return bySchool;
}
