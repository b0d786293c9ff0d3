import { type FieldTranslations, type Locale, resolveField } from "@edu/shared";
import { inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { sessionClasses } from "../classes/classes.table";

/** A class as a bill names it: its base name and its translations (the name per language). */
export type BillClass = { name: string; translations: FieldTranslations<"name"> | null };

/** The classes a bill's lines name, by id (read joins name another module's table, as allowed). */
export async function billClasses(db: DbOrTx, classIds: readonly number[]): Promise<Map<number, BillClass>> {
  const ids = [...new Set(classIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: sessionClasses.id, name: sessionClasses.name, translations: sessionClasses.translations })
    .from(sessionClasses)
    .where(inArray(sessionClasses.id, ids));
  return new Map(rows.map((row) => [row.id, { name: row.name, translations: row.translations ?? null }]));
}

/** A class's name in the reader's language (the shared resolver: theirs, the other Chinese, English, base). */
export const classNameIn = (cls: BillClass, locale: Locale) =>
  resolveField(cls.name, cls.translations, "name", locale);

/**
 * A lesson line's title for a reader: a line titled by its class's name (in any of its
 * languages, as the bill form proposes it) reads in the reader's language; a title the admin typed
 * stays as typed.
 */
export function lineTitleIn(title: string, cls: BillClass | undefined, locale: Locale): string {
  if (!cls) return title;
  const names = [cls.name, ...Object.values(cls.translations ?? {}).map((texts) => texts?.name)];
  return names.some((name) => name?.trim() && name.trim() === title.trim())
    ? classNameIn(cls, locale)
    : title;
}
