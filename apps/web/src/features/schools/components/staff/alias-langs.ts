import type { Locale } from "@edu/shared/i18n";

/** The languages an alias is in, in the order the screens list them (English first: the school's own). */
export const ALIAS_LANGS = ["en", "zh-TW", "zh-CN"] as const satisfies readonly Locale[];
