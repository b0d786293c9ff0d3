import { useEffect, useSyncExternalStore } from "react";
import { changeLocale, currentLocale } from "../lib/i18n";
import { readStoredLocale } from "../lib/locale-storage";
import { replayHeldClicks } from "./boot-on-interaction";

/**
 * The prerendered HTML is English and hydration happens in English. Once hydrated, switch to the visitor's
 * saved language, then mark `<html data-hydrated="true">` (tests and tooling wait for it).
 *
 * Render this at the end of the page's Suspense boundary: React hydrates Suspense boundaries after the
 * shell, and react-i18next reads the language during render, so switching earlier would make a
 * still-dehydrated page render Chinese text over English HTML (a hydration mismatch).
 */
let pageHydrated = false;
const hydratedListeners = new Set<() => void>();

/**
 * True once the whole page has hydrated and the saved language is applied (the moment this component
 * marks `<html data-hydrated>`). The shell waits for it before fetching data that prerendered page
 * sections also show (site.contact): data arriving while such a section is still dehydrated would make
 * its first render differ from the HTML (React error #418), and the fetch would be in English first.
 */
export function usePageHydrated(): boolean {
  return useSyncExternalStore(
    (listener) => {
      hydratedListeners.add(listener);
      return () => hydratedListeners.delete(listener);
    },
    () => pageHydrated,
    () => false,
  );
}

export function RestoreSavedLocale() {
  useEffect(() => {
    const saved = readStoredLocale();
    const switching =
      saved && saved !== currentLocale() ? changeLocale(saved, { persist: false }) : undefined;
    void Promise.resolve(switching).finally(() => {
      document.documentElement.dataset.hydrated = "true";
      pageHydrated = true;
      for (const listener of hydratedListeners) listener();
      // A tap or key press on a button of the landing page before it hydrated (boot-on-interaction.ts).
      replayHeldClicks();
    });
  }, []);
  return null;
}
