import { type Locale, resolveField } from "@edu/shared";
import { inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { courseSessions } from "../courses";

/** What enrollment needs to know of a course session (owned by the courses module). */
export type CourseSessionInfo = {
  id: number;
  title: string;
  active: boolean;
  fee: number | null;
  currency: string | null;
  startDate: string | null;
  endDate: string | null;
  city: string | null;
  /** The session's texts per language (title, city…); `title` above is the English/fallback. */
  translations: (typeof courseSessions.$inferSelect)["translations"];
};

/** The session's title in the reader's language (their language, the other Chinese, English, the base). */
export const sessionTitleFor = (session: CourseSessionInfo, locale: Locale) =>
  resolveField(session.title, session.translations, "title", locale);

export async function findCourseSessions(db: DbOrTx, ids: number[]): Promise<Map<number, CourseSessionInfo>> {
  const found = new Map<number, CourseSessionInfo>();
  if (ids.length === 0) return found;
  const rows = await db
    .select({
      id: courseSessions.id,
      title: courseSessions.title,
      active: courseSessions.active,
      fee: courseSessions.fee,
      currency: courseSessions.currency,
      startDate: courseSessions.startDate,
      endDate: courseSessions.endDate,
      city: courseSessions.city,
      translations: courseSessions.translations,
    })
    .from(courseSessions)
    .where(inArray(courseSessions.id, [...new Set(ids)]));
  for (const row of rows) found.set(row.id, row);
  return found;
}

/** The sessions' titles in the reader's language. */
export async function findCourseSessionTitles(
  db: DbOrTx,
  ids: number[],
  locale: Locale = "en",
): Promise<Map<number, string>> {
  const sessions = await findCourseSessions(db, ids);
  return new Map([...sessions].map(([id, info]) => [id, sessionTitleFor(info, locale)]));
}
