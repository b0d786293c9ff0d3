/** Interface languages. `code` is the spec's upper-case code, `short` its short form. */
export const LOCALES = ["en", "zh-CN", "zh-TW"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

export const LOCALE_INFO: Record<Locale, { code: string; short: string; nativeName: string }> = {
  en: { code: "EN-US", short: "en", nativeName: "English" },
  "zh-CN": { code: "ZH-CN", short: "cn", nativeName: "简体中文" },
  "zh-TW": { code: "ZH-TW", short: "tw", nativeName: "繁體中文" },
};

/** Accepts any spelling the spec or a browser uses (zh-tw, ZH-TW, tw, zh-Hant, en-US, …). */
export function normalizeLocale(input: string | null | undefined): Locale | undefined {
  if (!input) return undefined;
  const value = input.trim().toLowerCase().replace("_", "-");
  if (
    value === "tw" ||
    value === "zh-tw" ||
    value === "zh-hk" ||
    value === "zh-mo" ||
    value.startsWith("zh-hant")
  )
    return "zh-TW";
  if (
    value === "cn" ||
    value === "zh" ||
    value === "zh-cn" ||
    value === "zh-sg" ||
    value.startsWith("zh-hans")
  )
    return "zh-CN";
  if (value === "en" || value.startsWith("en-")) return "en";
  return undefined;
}

/** Picks the best supported locale from an Accept-Language header, honouring q-values. */
export function pickLocale(acceptLanguage: string | null | undefined): Locale {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  const ranked = acceptLanguage
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { tag, q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.tag && !Number.isNaN(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const entry of ranked) {
    const locale = normalizeLocale(entry.tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}
