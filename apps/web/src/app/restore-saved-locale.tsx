import { useEffect } from "react";
import { changeLocale, currentLocale } from "../lib/i18n";
import { readStoredLocale } from "../lib/locale-storage";

/**
 * The prerendered HTML is English and hydration happens in English. Once hydrated, switch to the visitor's
 * saved language, then mark `<html data-hydrated="true">` (tests and tooling wait for it).
 *
 * Render this at the end of the page's Suspense boundary: React hydrates Suspense boundaries after the
 * shell, and react-i18next reads the language during render, so switching earlier would make a
 * still-dehydrated page render Chinese text over English HTML (a hydration mismatch).
 */
export function RestoreSavedLocale() {
  useEffect(() => {
    const saved = readStoredLocale();
    const switching =
      saved && saved !== currentLocale() ? changeLocale(saved, { persist: false }) : undefined;
    void Promise.resolve(switching).finally(() => {
      document.documentElement.dataset.hydrated = "true";
    });
  }, []);
  return null;
}
