import type { Locale } from "@edu/shared/i18n";
import type { Vocab } from "@edu/shared/vocabulary";
import type { TFunction } from "i18next";

/**
 * The Chinese gloss in the reader's script (zh-TW: Traditional, zh-CN: Simplified); none for English readers,
 * who read the English definition. Never the other script: a page in one script shows only that one.
 */
export function glossFor(vocab: Pick<Vocab, "gloss_zh_tw" | "gloss_zh_cn">, locale: Locale): string | null {
  if (locale === "zh-TW") return vocab.gloss_zh_tw;
  if (locale === "zh-CN") return vocab.gloss_zh_cn;
  return null;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A next interval as the answer buttons show it: "1 min", "10 min", "3 h", "4 d", "2 mo". */
export function formatInterval(ms: number, t: TFunction<"vocabulary">): string {
  if (ms < HOUR) return t("interval.minutes", { count: Math.max(1, Math.round(ms / MINUTE)) });
  if (ms < DAY) return t("interval.hours", { count: Math.round(ms / HOUR) });
  if (ms < 30 * DAY) return t("interval.days", { count: Math.round(ms / DAY) });
  if (ms < 365 * DAY) return t("interval.months", { count: Math.round(ms / (30 * DAY)) });
  return t("interval.years", { count: Math.round((ms / (365 * DAY)) * 10) / 10 });
}
