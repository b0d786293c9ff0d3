import {
  COURSE_SESSION_TEXT_FIELDS,
  COURSE_SESSION_TYPES,
  type CourseSession,
  type CourseSessionListQuery,
  type CourseSessionsForEnrollment,
  type CreateCourseSessionInput,
  type EnrollmentCourseSession,
  isPrivateCourseSession,
  type Locale,
  mergeFieldTranslations,
  missingTranslationLocales,
  resolveFields,
  resolveTranslations,
  type UpdateCourseSessionInput,
} from "@edu/shared";
import type { Database, DbOrTx } from "../../db/database";
import { type Actor, isStaff } from "../../http/actor";
import { fieldError, forbidden, notFound } from "../../http/app-error";
import { toPage } from "../../http/paged-list";
import { recordAudit } from "../audit";
import {
  type CourseSessionRow,
  courseExists,
  findSession,
  insertSession,
  isSessionOfUser,
  listActiveSessionTags,
  listSessionRows,
  lockSession,
  type NewCourseSession,
  type SessionWithRefs,
  updateSessionRow,
} from "./courses.repository";
import type { CourseTexts } from "./courses.table";

/** "09:00:00" → "09:00". */
export const hhmm = (value: string | null) => (value ? value.slice(0, 5) : null);

const sessionTexts = (s: CourseSessionRow) => ({
  title: s.title,
  short_name: s.shortName,
  city: s.city,
  date: s.date,
});

function toEnrollmentSessionDto(row: SessionWithRefs, locale: Locale): EnrollmentCourseSession {
  const s = row.session;
  return {
    id: s.id,
    course_id: s.courseId,
    course:
      s.courseId && row.courseTranslations
        ? {
            id: s.courseId,
            title: resolveTranslations<CourseTexts>(row.courseTranslations, locale).values.title ?? "",
          }
        : null,
    type: s.type,
    is_private: isPrivateCourseSession(s.id),
    title: s.title,
    short_name: s.shortName,
    city: s.city,
    fee: s.fee,
    currency: s.currency,
    need_pay_first: s.needPayFirst,
    is_online: s.isOnline,
    start_date: s.startDate,
    end_date: s.endDate,
    date: s.date,
    time_from: hhmm(s.timeFrom),
    time_to: hhmm(s.timeTo),
    tags: s.tags,
    localized: resolveFields(sessionTexts(s), s.translations, COURSE_SESSION_TEXT_FIELDS, locale),
    seats_left: seatsLeft(row),
  };
}

/** Seats still free: the classes' capacity less the students holding a ticket (never below 0). */
function seatsLeft(row: SessionWithRefs): number | null {
  if (row.seatCapacity === null || row.seatCapacity === undefined) return null;
  return Math.max(0, Number(row.seatCapacity) - Number(row.ticketCount));
}

export function toCourseSessionDto(row: SessionWithRefs, locale: Locale): CourseSession {
  const s = row.session;
  const { seats_left: _seatsLeft, ...shown } = toEnrollmentSessionDto(row, locale);
  return {
    ...shown,
    test_templates: s.testTemplates,
    session_templates: s.sessionTemplates,
    class_templates: s.classTemplates,
    translations: s.translations,
    missing_locales: missingTranslationLocales(sessionTexts(s), s.translations, COURSE_SESSION_TEXT_FIELDS),
    active: s.active,
    class_count: Number(row.classCount),
    ticket_count: Number(row.ticketCount),
    created_at: s.createdAt.toISOString(),
    updated_at: s.updatedAt.toISOString(),
  };
}

export async function listCourseSessions(db: DbOrTx, query: CourseSessionListQuery, locale: Locale) {
  const { rows, total } = await listSessionRows(
    db,
    {
      courseId: query.course_id,
      type: query.type,
      city: query.city,
      active: query.active,
      isOnline: query.is_online,
      dateFrom: query.date_from,
      dateTo: query.date_to,
      tag: query.tag,
      q: query.q,
    },
    { limit: query.page_size, offset: (query.page - 1) * query.page_size },
  );
  return toPage(
    rows.map((row) => toCourseSessionDto(row, locale)),
    total,
    query.page,
    query.page_size,
  );
}

/** Whether the course session exists (classes and tickets belong to one). */
export async function courseSessionExists(db: DbOrTx, id: number): Promise<boolean> {
  return (await findSession(db, id)) !== undefined;
}

export async function getCourseSession(db: DbOrTx, id: number, locale: Locale): Promise<CourseSession> {
  const row = await findSession(db, id);
  if (!row) throw notFound("course_session_missing");
  return toCourseSessionDto(row, locale);
}

/**
 * GET course-sessions/{id}: admin and staff any session; a teacher one they teach a class of; a
 * student or parent one they (or their child) are enrolled in or hold a ticket of. Unknown → 404.
 */
export async function getCourseSessionFor(
  db: DbOrTx,
  user: Actor,
  id: number,
  locale: Locale,
): Promise<CourseSession> {
  const row = await findSession(db, id);
  if (!row) throw notFound("course_session_missing");
  const manager = isStaff(user);
  if (!manager && !(await isSessionOfUser(db, id, user.id))) throw forbidden();
  return toCourseSessionDto(row, locale);
}

type SessionFields = Partial<CreateCourseSessionInput>;

function toValues(input: SessionFields): Partial<NewCourseSession> {
  return {
    courseId: input.course_id,
    type: input.type,
    title: input.title,
    shortName: input.short_name,
    city: input.city,
    fee: input.fee,
    currency: input.currency,
    needPayFirst: input.need_pay_first,
    isOnline: input.is_online,
    startDate: input.start_date,
    endDate: input.end_date,
    date: input.date,
    timeFrom: input.time_from,
    timeTo: input.time_to,
    testTemplates: input.test_templates,
    sessionTemplates: input.session_templates,
    classTemplates: input.class_templates,
    tags: input.tags,
    active: input.active,
  };
}

async function assertCourse(db: DbOrTx, courseId: number | null | undefined) {
  if (courseId && !(await courseExists(db, courseId))) throw fieldError("course_id", "course_not_found");
}

/** What the audit trail keeps of a session: the money and the switches. */
const auditView = (row: CourseSessionRow) => ({
  title: row.title,
  type: row.type,
  fee: row.fee,
  currency: row.currency,
  need_pay_first: row.needPayFirst,
  active: row.active,
});

export async function createCourseSession(
  db: Database,
  actor: Actor,
  input: CreateCourseSessionInput,
  locale: Locale,
): Promise<CourseSession> {
  return db.transaction(async (tx) => {
    await assertCourse(tx, input.course_id);
    const row = await insertSession(tx, {
      ...(toValues(input) as NewCourseSession),
      translations: mergeFieldTranslations(undefined, input.translations),
      createdBy: actor.id,
    });
    await recordAudit(tx, {
      actorId: actor.id,
      action: "course_session.create",
      targetType: "course_session",
      targetId: row.id,
      after: auditView(row),
      requestId: actor.requestId,
    });
    return getCourseSession(tx, row.id, locale);
  });
}

/** Dates and times are checked against the stored values; the private kinds (1–10) stay private. */
export async function updateCourseSession(
  db: Database,
  actor: Actor,
  id: number,
  input: UpdateCourseSessionInput,
  locale: Locale,
): Promise<CourseSession> {
  return db.transaction(async (tx) => {
    const before = await lockSession(tx, id);
    if (!before) throw notFound("course_session_missing");
    if (isPrivateCourseSession(id) && input.type === "group")
      throw fieldError("type", "private_session_type");
    await assertCourse(tx, input.course_id);
    const startDate = input.start_date === undefined ? before.startDate : input.start_date;
    const endDate = input.end_date === undefined ? before.endDate : input.end_date;
    if (startDate && endDate && endDate < startDate) throw fieldError("end_date", "v.end_before_start");
    const timeFrom = input.time_from === undefined ? hhmm(before.timeFrom) : input.time_from;
    const timeTo = input.time_to === undefined ? hhmm(before.timeTo) : input.time_to;
    if (timeFrom && timeTo && timeTo <= timeFrom) throw fieldError("time_to", "v.time_to_before_from");
    await updateSessionRow(tx, id, {
      ...toValues(input),
      ...(input.translations && {
        translations: mergeFieldTranslations(before.translations, input.translations),
      }),
    });
    const after = await lockSession(tx, id);
    if (!after) throw notFound("course_session_missing");
    const changedMoney = before.fee !== after.fee || before.currency !== after.currency;
    await recordAudit(tx, {
      actorId: actor.id,
      action: changedMoney ? "course_session.fee_change" : "course_session.update",
      targetType: "course_session",
      targetId: id,
      before: auditView(before),
      after: auditView(after),
      requestId: actor.requestId,
    });
    return getCourseSession(tx, id, locale);
  });
}

export async function listEnrollmentSessionTags(db: DbOrTx) {
  return { data: await listActiveSessionTags(db) };
}

/** Public: active sessions for the enrollment form, grouped by type (group, private, counseling). */
export async function listCourseSessionsForEnrollment(
  db: DbOrTx,
  query: { tag?: string; city?: string },
  locale: Locale,
): Promise<CourseSessionsForEnrollment> {
  const { rows } = await listSessionRows(
    db,
    { active: true, tag: query.tag, city: query.city },
    { limit: 1000, offset: 0 },
    "enrollment",
  );
  const sessions = rows.map((row) => toEnrollmentSessionDto(row, locale));
  return {
    groups: COURSE_SESSION_TYPES.map((type) => ({
      type,
      sessions: sessions.filter((session) => session.type === type),
    })),
    tags: await listActiveSessionTags(db),
  };
}
