import { type Locale, SITE_CONTENT_KEYS } from "@edu/shared";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { siteContent } from "../content/content.table";

/** When admins have not named the school yet, the contract still names the other party. */
const FALLBACK: Record<Locale, string> = { en: "The school", "zh-CN": "本校", "zh-TW": "本校" };

/**
 * The school as the contract's other party: the company name admins edit in site content
 * (`site.contact`, translated), in the contract's language, else English, else a plain word.
 * Read from the table directly (tables are the schema; content/ has no per-field getter).
 */
export async function findSchoolName(db: DbOrTx, locale: Locale): Promise<string> {
  const [row] = await db
    .select({ translations: siteContent.translations })
    .from(siteContent)
    .where(eq(siteContent.key, SITE_CONTENT_KEYS.contact));
  for (const lang of [locale, "en"] as const) {
    const name = row?.translations[lang]?.company_name;
    if (typeof name === "string" && name.trim()) return name.trim();
  }
  return FALLBACK[locale];
}
