import type { Locale } from "./locales";

/** One domain's server messages: the same keys in every locale. */
export type MessageTable<K extends string = string> = { readonly [L in Locale]: Readonly<Record<K, string>> };

/**
 * Declares a domain's messages (`<domain>/<domain>.messages.ts`). The keys come from `en`; a key
 * missing from, or extra in, zh-CN or zh-TW fails type-checking.
 */
export function defineMessages<const K extends string>(table: {
  en: Record<K, string>;
  "zh-CN": NoInfer<Record<K, string>>;
  "zh-TW": NoInfer<Record<K, string>>;
}): MessageTable<K> {
  return table;
}
