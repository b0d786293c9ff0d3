import { DEFAULT_LOCALE, type Locale, normalizeLocale } from "@edu/shared/i18n";

/** localStorage key for the visitor's interface language (kept across visits). */
export const LOCALE_STORAGE_KEY = "edu.locale";

function getStorage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** The language the visitor chose earlier, if any (undefined on the server and on first visit). */
export function readStoredLocale(): Locale | undefined {
  return normalizeLocale(getStorage()?.getItem(LOCALE_STORAGE_KEY));
}

export function writeStoredLocale(locale: Locale): void {
  try {
    getStorage()?.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // storage full or disabled: the choice simply is not kept
  }
}

/** Saved choice, else the browser's preferred languages, else the default. */
export function detectInitialLocale(): Locale {
  const stored = readStoredLocale();
  if (stored) return stored;
  if (typeof navigator !== "undefined") {
    for (const tag of navigator.languages ?? [navigator.language]) {
      const locale = normalizeLocale(tag);
      if (locale) return locale;
    }
  }
  return DEFAULT_LOCALE;
}
