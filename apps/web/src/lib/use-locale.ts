import { DEFAULT_LOCALE, type Locale } from "@edu/shared/i18n";
import { useSyncExternalStore } from "react";
import { currentLocale, i18n } from "./i18n";

function subscribe(listener: () => void): () => void {
  i18n.on("languageChanged", listener);
  return () => i18n.off("languageChanged", listener);
}

/** The interface language; during hydration it reports English, the language of the prerendered HTML. */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribe, currentLocale, () => DEFAULT_LOCALE);
}
