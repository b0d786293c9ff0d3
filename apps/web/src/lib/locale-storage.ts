import { DEFAULT_LOCALE, type Locale, normalizeLocale } from "@edu/shared/i18n";
import { readSignedInHint } from "./session-store";

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

/**
 * Set when someone signed out picks a language with the switch, taken at sign-in: a choice made before signing
 * in wins over the account's saved language (and becomes it), which a language merely left on this device by
 * the previous account does not. A signed-in person's choice is saved to their account at once instead.
 */
const CHOSEN_KEY = "edu.locale.chosen";

export function markLocaleChosen(): void {
  if (readSignedInHint()) return;
  try {
    getStorage()?.setItem(CHOSEN_KEY, "1");
  } catch {
    // storage disabled: the account's saved language applies at sign-in
  }
}

/** The language picked with the switch while signed out, if any; forgets the mark. */
export function takeChosenLocale(): Locale | undefined {
  try {
    const storage = getStorage();
    const chosen = storage?.getItem(CHOSEN_KEY) === "1" ? readStoredLocale() : undefined;
    storage?.removeItem(CHOSEN_KEY);
    return chosen;
  } catch {
    return undefined;
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
