import { DEFAULT_LOCALE, LOCALES, type Locale, normalizeLocale } from "@edu/shared/i18n";
import i18next, { type BackendModule, type i18n as I18n, type ReadCallback } from "i18next";
import { initReactI18next } from "react-i18next";
import { reportChunkError } from "./chunk-error";
import { readStoredLocale, writeStoredLocale } from "./locale-storage";
import { readSignedInHint } from "./session-store";

/**
 * Translations are JSON namespaces: `app/locales/<lang>.json` is the `common` namespace (shell, errors,
 * dialogs); `features/<domain>/locales/<lang>.json` (and a shared component's `components/<name>/locales/`) is the `<domain>` namespace. Each file becomes its own
 * chunk, fetched only when that language and namespace are needed (for visitors; signed-in people get a
 * language's namespaces in one chunk, below).
 */
const loaders = import.meta.glob<{ default: Record<string, unknown> }>([
  "../app/locales/*.json",
  "../features/*/locales/*.json",
  "../components/*/locales/*.json",
]);

export const COMMON_NS = "common";

export function toResourceKey(path: string): { ns: string; lng: string } | undefined {
  const match = /(?:app|(?:features|components)\/([^/]+))\/locales\/([^/]+)\.json$/.exec(path);
  if (!match?.[2]) return undefined;
  return { ns: match[1] ?? COMMON_NS, lng: match[2] };
}

const resourceLoaders = new Map<string, () => Promise<{ default: Record<string, unknown> }>>();
for (const [path, load] of Object.entries(loaders)) {
  const key = toResourceKey(path);
  if (key) resourceLoaders.set(`${key.lng}/${key.ns}`, load);
}

/** Every namespace that exists, derived from the files. */
export const NAMESPACES = [...new Set([...resourceLoaders.keys()].map((key) => key.split("/")[1] ?? ""))];

type Pack = Record<string, Record<string, unknown>>;

/**
 * Signed-in pages use many namespaces at once (the side navigation alone names eight features), which
 * came as one request each, after the session was known. For someone signed in, every namespace of a
 * language comes in one chunk instead (`locale-packs/<lang>.ts`, ~36 KB gzip), asked for as the app
 * starts, beside the page's scripts; visitors keep loading the few files their page needs.
 */
const packLoaders = import.meta.glob<{ default: Pack }>("./locale-packs/*.ts");
const packs = new Map<string, Promise<Pack>>();

function usesPacks(): boolean {
  return typeof window !== "undefined" && readSignedInHint();
}

/** The language's pack, loaded once; its namespaces go into i18next as it arrives. */
export function loadLocalePack(language: string): Promise<Pack> {
  const started = packs.get(language);
  if (started) return started;
  const load = packLoaders[`./locale-packs/${language}.ts`];
  const empty: { default: Pack } = { default: {} };
  const pack = (load ? load() : Promise.resolve(empty)).then((module) => {
    const byNamespace: Pack = {};
    for (const [path, resources] of Object.entries(module.default)) {
      const key = toResourceKey(path);
      if (key?.lng === language) byNamespace[key.ns] = resources;
    }
    for (const [ns, resources] of Object.entries(byNamespace)) {
      if (!i18n.hasResourceBundle(language, ns)) i18n.addResourceBundle(language, ns, resources, true, false);
    }
    return byNamespace;
  });
  packs.set(language, pack);
  // A failed load is forgotten, so the next namespace asked for tries again.
  pack.catch(() => packs.delete(language));
  return pack;
}

/**
 * The reader's own language's pack serves `common` too (one request fewer on a signed-in first load); the
 * English `common` a page hydrates with, for someone who reads another language, still comes on its own
 * rather than with all of English.
 */
function fromPack(language: string, namespace: string): boolean {
  return usesPacks() && (namespace !== COMMON_NS || language === (readStoredLocale() ?? DEFAULT_LOCALE));
}

function loadNamespace(language: string, namespace: string): Promise<Record<string, unknown>> {
  if (fromPack(language, namespace)) {
    return loadLocalePack(language).then((pack) => pack[namespace] ?? {});
  }
  const load = resourceLoaders.get(`${language}/${namespace}`);
  return load ? load().then((module) => module.default) : Promise.resolve({});
}

const dynamicImportBackend: BackendModule = {
  type: "backend",
  callbackApi: true,
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    loadNamespace(language, namespace).then(
      (resources) => callback(null, resources),
      (error: unknown) => {
        reportChunkError(error);
        callback(error instanceof Error ? error : new Error(String(error)), false);
      },
    );
  },
};

/** For someone signed in: start the language's pack now, beside the page's scripts, not after them. */
function startPack(language: string): void {
  if (usesPacks()) loadLocalePack(language).catch(() => {}); // a page that needs it asks again
}

/**
 * How every i18next instance of the app reads its texts (the app's, and the server's paint of /home,
 * paint/home-paint.tsx, which must draw what the app draws). No fallback language: every key exists in every
 * language (i18n-parity.test.ts), and i18next loads a fallback's namespaces beside the page's own (a zh-TW
 * reader's signed-in page fetched all of English).
 */
export const I18N_READING = {
  fallbackLng: false,
  defaultNS: COMMON_NS,
  fallbackNS: COMMON_NS,
  interpolation: { escapeValue: false },
  returnNull: false,
} as const;

export const i18n: I18n = i18next.createInstance();

let initPromise: Promise<unknown> | undefined;

/** Initialises i18next once; the prerendered HTML is English, so start there. */
export function initI18n(lng: Locale = DEFAULT_LOCALE, ns: string[] = [COMMON_NS]): Promise<unknown> {
  // The reader's pack, not the hydration language's: someone who reads Chinese hydrates in English but needs
  // only English `common` for that (a zh-TW parent's /home downloaded all of English too, ~36 KB gzip).
  if (!initPromise) startPack(readStoredLocale() ?? lng);
  initPromise ??= i18n
    .use(dynamicImportBackend)
    .use(initReactI18next)
    .init({
      ...I18N_READING,
      lng,
      supportedLngs: [...LOCALES],
      load: "currentOnly",
      ns,
      react: { useSuspense: true },
    });
  return initPromise;
}

/** Loads the given namespaces for a language without switching to it. */
export async function preloadLocale(lng: Locale, ns: string[]): Promise<void> {
  startPack(lng);
  await initI18n();
  const missing = ns.filter((name) => !i18n.hasResourceBundle(lng, name));
  if (missing.length === 0) return;
  await i18n.reloadResources([lng], missing);
}

export function currentLocale(): Locale {
  return normalizeLocale(i18n.resolvedLanguage ?? i18n.language) ?? DEFAULT_LOCALE;
}

/**
 * Keeps `<html lang>` in step with the interface language. (Dates no longer go through dayjs: one
 * formatter, lib/format-date.ts, writes YYYY-MM-DD in every language, so no date library or locale is
 * fetched on a language change.)
 */
function applyLocaleSideEffects(locale: Locale): void {
  if (typeof document !== "undefined") document.documentElement.lang = locale;
}

let restoring = false;

/**
 * Whether the language change under way only restores the language this browser saved (a prerendered page
 * switching to it after hydration), not a choice the person made: a signed-in account's saved language is
 * left alone then (seen: a page reloaded in a browser left in Chinese turned the account's English into
 * Chinese for every other device).
 */
export function isRestoringLocale(): boolean {
  return restoring;
}

/**
 * Switches the interface language, remembers the choice and updates `<html lang>`. `persist: false`: the
 * language is this browser's saved one being restored, not a new choice (isRestoringLocale).
 */
export async function changeLocale(locale: Locale, options: { persist?: boolean } = {}): Promise<void> {
  await initI18n();
  if (options.persist !== false) writeStoredLocale(locale);
  restoring = options.persist === false;
  try {
    await i18n.changeLanguage(locale);
  } finally {
    restoring = false;
  }
  applyLocaleSideEffects(locale);
}
