import {
  COURSE_SESSION_TEXT_FIELDS,
  isPrivateCourseSession,
  type Locale,
  missingTranslationLocales,
  type PersonBrief,
  resolveFields,
  SESSION_CLASS_TEXT_FIELDS,
  type SessionClass,
} from "@edu/shared";
import { and, eq, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { type Actor, isStaff } from "../../http/actor";
import { forbidden } from "../../http/app-error";
import { hhmm } from "../courses";
import {
  attendsClass,
  type ClassWithRefs,
  childAttendsClass,
  isClassStaff,
  listClassStaff,
  type Person,
} from "./classes.repository";
import { sessionClasses } from "./classes.table";

export const toPerson = (p: Person): PersonBrief => ({
  id: p.id,
  username: p.username,
  first_name: p.firstName,
  last_name: p.lastName,
});

/** Locale defaults to English for callers outside a request (seed, other modules). */
export async function toClassDtos(
  db: DbOrTx,
  rows: ClassWithRefs[],
  locale: Locale = "en",
): Promise<SessionClass[]> {
  const staff = await listClassStaff(
    db,
    rows.map((row) => row.cls.id),
  );
  return rows.map(({ cls, session, studentCount, isEnded }) => {
    const texts = { name: cls.name, schedule: cls.schedule, address: cls.address, notes: cls.notes };
    return {
      id: cls.id,
      course_session_id: cls.courseSessionId,
      course_session: {
        id: session.id,
        title: session.title,
        short_name: session.shortName,
        city: session.city,
        type: session.type,
        localized: resolveFields(
          { title: session.title, short_name: session.shortName, city: session.city },
          session.translations,
          COURSE_SESSION_TEXT_FIELDS.filter((f) => f !== "date") as ("title" | "short_name" | "city")[],
          locale,
        ),
      },
      is_private: isPrivateCourseSession(cls.courseSessionId),
      name: cls.name,
      teachers: (staff.get(cls.id)?.teachers ?? []).map(toPerson),
      tas: (staff.get(cls.id)?.tas ?? []).map(toPerson),
      start_date: cls.startDate,
      end_date: cls.endDate,
      schedule: cls.schedule,
      time_from: hhmm(cls.timeFrom),
      time_to: hhmm(cls.timeTo),
      timezone: cls.timezone,
      is_online: cls.isOnline,
      room: cls.room,
      address: cls.address,
      online_link: cls.onlineLink,
      capacity: cls.capacity,
      notes: cls.notes,
      translations: cls.translations,
      localized: resolveFields(texts, cls.translations, SESSION_CLASS_TEXT_FIELDS, locale),
      missing_locales: missingTranslationLocales(texts, cls.translations, SESSION_CLASS_TEXT_FIELDS),
      student_count: Number(studentCount),
      is_ended: Boolean(isEnded),
      created_at: cls.createdAt.toISOString(),
      updated_at: cls.updatedAt.toISOString(),
    };
  });
}

type Access = "manage" | "teach" | "family";

/** Who may open a class: admin/staff, its teachers and TAs, its students and their parents. */
export async function accessToClass(db: DbOrTx, user: Actor, classId: number): Promise<Access> {
  if (isStaff(user)) return "manage";
  if (await isClassStaff(db, classId, user.id)) return "teach";
  const [row] = await db
    .select({ id: sessionClasses.id })
    .from(sessionClasses)
    .where(
      and(
        eq(sessionClasses.id, classId),
        or(attendsClass(user.id), user.roles.includes("parent") ? childAttendsClass(user.id) : sql`false`),
      ),
    );
  if (row) return "family";
  throw forbidden();
}
