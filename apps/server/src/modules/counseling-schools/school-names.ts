import type { Locale } from "@edu/shared";
import { and, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { readAll } from "../../db/read-all";
import { schoolAliases, schools } from "../schools";

/**
 * Schools' names for a reader, as the schools module shows them: the default alias in the reader's
 * language, then the other Chinese script's, else the English name (a Chinese reader never gets an
 * English alias: the English name is the one people recognise).
 */
export async function schoolNames(
  db: DbOrTx,
  ids: readonly number[],
  locale: Locale,
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const order: Locale[] =
    locale === "zh-TW" ? ["zh-TW", "zh-CN"] : locale === "zh-CN" ? ["zh-CN", "zh-TW"] : ["en"];
  const [rows, aliases] = await readAll(db, [
    () =>
      db
        .select({ id: schools.id, nameEn: schools.nameEn })
        .from(schools)
        .where(inArray(schools.id, [...ids])),
    () =>
      db
        .select({ schoolId: schoolAliases.schoolId, lang: schoolAliases.lang, name: schoolAliases.name })
        .from(schoolAliases)
        .where(
          and(
            inArray(schoolAliases.schoolId, [...ids]),
            inArray(schoolAliases.lang, order),
            eq(schoolAliases.isDefault, true),
          ),
        ),
  ]);
  const names = new Map<number, string>();
  for (const row of rows) {
    const own = aliases.filter((alias) => alias.schoolId === row.id);
    const found = order.map((lang) => own.find((alias) => alias.lang === lang)?.name).find(Boolean);
    names.set(row.id, found ?? row.nameEn);
  }
  return names;
}
