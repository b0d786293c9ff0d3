import { useTranslation } from "react-i18next";
import { i18n } from "../../../../lib/i18n";

/** The staff screens' namespace (locales-staff/<lang>.json), apart from the school pages' own `schools`. */
export const STAFF_NS = "schools-staff";

const loaders = import.meta.glob<Record<string, unknown>>("../../locales-staff/*.json", {
  import: "default",
});
const loading = new Map<string, Promise<void>>();

function hasTexts(language: string): boolean {
  const bundle = i18n.getResourceBundle(language, STAFF_NS) as Record<string, unknown> | undefined;
  return bundle !== undefined && Object.keys(bundle).length > 0;
}

function loadTexts(language: string): Promise<void> {
  const started = loading.get(language);
  if (started) return started;
  const load = loaders[`../../locales-staff/${language}.json`];
  const pending = (load ? load() : Promise.resolve({})).then((texts) => {
    i18n.addResourceBundle(language, STAFF_NS, texts, true, true);
  });
  // A failed chunk is asked for again on the next render.
  pending.catch(() => loading.delete(language));
  loading.set(language, pending);
  return pending;
}

/**
 * `useTranslation` for the staff screens. The app's loader reads `features/<name>/locales/` only, so this
 * folder's files are added here as the language is needed (suspending like any other namespace); once the
 * loader reads them too, the bundle is already there and this is `useTranslation(STAFF_NS)`.
 */
export function useStaffTranslation() {
  const translation = useTranslation(STAFF_NS);
  const language = translation.i18n.resolvedLanguage ?? translation.i18n.language;
  if (!hasTexts(language)) throw loadTexts(language);
  return translation;
}
