import {
  type AllSessionClassesQuery,
  COURSE_SESSION_TEXT_FIELDS,
  type CreateSessionClassInput,
  isPrivateCourseSession,
  type Locale,
  type MySessionClassesQuery,
  mergeFieldTranslations,
  missingTranslationLocales,
  type PersonBrief,
  resolveFields,
  SESSION_CLASS_TEXT_FIELDS,
  type SessionClass,
  type SessionClassDetail,
  type SessionClassStatus,
  type UpdateSessionClassInput,
} from "@edu/shared";
import { and, eq, or, type SQL, sql } from "drizzle-orm";
import type { Database, DbOrTx } from "../../db/database";
import { type Actor, isStaff } from "../../http/actor";
import { AppError, conflict, fieldError, forbidden, notFound } from "../../http/app-error";
import { toPage } from "../../http/paged-list";
import { recordAudit } from "../audit";
import { courseSessionExists, hhmm } from "../courses";
import { findUsersByIds, listRoles, listStudentIds } from "../users";
import { toTicketDto } from "./class-tickets.dto";
import {
  attendsClass,
  type ClassWithRefs,
  childAttendsClass,
  classEnded,
  countPlaced,
  deleteClassRow,
  escapeLike,
  findClass,
  insertClass,
  isClassStaff,
  listClassRows,
  listClassStaff,
  listTicketRows,
  lockClass,
  type NewSessionClass,
  type Person,
  setClassStaff,
  teachesClass,
  updateClassRow,
} from "./classes.repository";
import { sessionClasses, sessionClassTeachers } from "./classes.table";

export const toPerson = (p: Person): PersonBrief => ({
  id: p.id,
  username: p.username,
  first_name: p.firstName,
  last_name: p.lastName,
});

/** Locale defaults to English for callers outside a request (seed, other modules). */
async function toClassDtos(
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

const statusCondition = (status: SessionClassStatus): SQL | undefined =>
  status === "current" ? sql`not ${classEnded}` : status === "ended" ? classEnded : undefined;

const nameMatches = (q: string | undefined) =>
  q ? sql`(${sessionClasses.name} || ' ') ilike ${`%${escapeLike(q)}%`}` : undefined;

/** Whose classes "mine" are: taught (any role), attended (students), children's (parents). */
function mineCondition(user: Actor): SQL {
  const parts: SQL[] = [teachesClass(user.id), attendsClass(user.id)];
  if (user.roles.includes("parent")) parts.push(childAttendsClass(user.id));
  return or(...parts) as SQL;
}

async function classPage(
  db: DbOrTx,
  where: SQL | undefined,
  query: { page: number; page_size: number },
  ended: boolean,
  locale: Locale,
) {
  const { rows, total } = await listClassRows(
    db,
    where,
    { limit: query.page_size, offset: (query.page - 1) * query.page_size },
    ended ? "end_desc" : "start",
  );
  return toPage(await toClassDtos(db, rows, locale), total, query.page, query.page_size);
}

export async function listMyClasses(
  db: DbOrTx,
  user: Actor,
  query: MySessionClassesQuery,
  locale: Locale = "en",
) {
  return classPage(
    db,
    and(mineCondition(user), statusCondition(query.status), nameMatches(query.q)),
    query,
    query.status === "ended",
    locale,
  );
}

export async function listAllClasses(db: DbOrTx, query: AllSessionClassesQuery, locale: Locale = "en") {
  return classPage(
    db,
    and(
      statusCondition(query.status),
      nameMatches(query.q),
      query.course_session_id ? eq(sessionClasses.courseSessionId, query.course_session_id) : undefined,
      query.teacher_id ? teachesClass(query.teacher_id) : undefined,
      query.is_online === undefined ? undefined : eq(sessionClasses.isOnline, query.is_online),
      query.is_private === undefined
        ? undefined
        : query.is_private
          ? sql`${sessionClasses.courseSessionId} <= 10`
          : sql`${sessionClasses.courseSessionId} > 10`,
    ),
    query,
    query.status === "ended",
    locale,
  );
}

/** Old classes (/old-session-classes): ended ones; admin and staff see all, others their own. */
export async function listOldClasses(
  db: DbOrTx,
  user: Actor,
  query: MySessionClassesQuery,
  locale: Locale = "en",
) {
  return classPage(
    db,
    and(isStaff(user) ? undefined : mineCondition(user), classEnded, nameMatches(query.q)),
    query,
    true,
    locale,
  );
}

export async function listClassesForPlacement(
  db: DbOrTx,
  query: { course_session_id?: number; include_ended: boolean },
  locale: Locale = "en",
) {
  const { rows } = await listClassRows(
    db,
    and(
      query.course_session_id ? eq(sessionClasses.courseSessionId, query.course_session_id) : undefined,
      query.include_ended ? undefined : sql`not ${classEnded}`,
    ),
    { limit: 1000, offset: 0 },
  );
  return { data: await toClassDtos(db, rows, locale) };
}

type Access = "manage" | "teach" | "family";

/** Who may open a class: admin/staff, its teachers and TAs, its students and their parents. */
async function accessToClass(db: DbOrTx, user: Actor, classId: number): Promise<Access> {
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

/** A class with its students; students and parents see only their own tickets in it. */
export async function getClassDetail(
  db: DbOrTx,
  user: Actor,
  id: number,
  locale: Locale = "en",
): Promise<SessionClassDetail> {
  const row = await findClass(db, id);
  if (!row) throw notFound("session_class_not_found");
  const access = await accessToClass(db, user, id);
  let studentUserIds: number[] | undefined;
  if (access === "family") {
    studentUserIds = [user.id];
    if (user.roles.includes("parent"))
      studentUserIds.push(...((await listStudentIds(db, [user.id])).get(user.id) ?? []));
  }
  const { rows } = await listTicketRows(
    db,
    { sessionClassId: id, studentUserIds },
    { limit: 1000, offset: 0 },
  );
  const [sessionClass] = await toClassDtos(db, [row], locale);
  if (!sessionClass) throw notFound("session_class_not_found");
  return { session_class: sessionClass, students: rows.map((r) => toTicketDto(r, locale)) };
}

// ---- writes ----

async function assertStaff(db: DbOrTx, teacherIds: number[], taIds: number[]) {
  const ids = [...new Set([...teacherIds, ...taIds])];
  const found = new Set((await findUsersByIds(db, ids)).map((user) => user.id));
  const roles = await listRoles(db, ids);
  const errors: Record<string, ["user_not_found" | "not_a_teacher" | "ta_not_eligible"]> = {};
  teacherIds.forEach((id, index) => {
    if (!found.has(id)) errors[`teacher_ids.${index}`] = ["user_not_found"];
    else if (!roles.get(id)?.includes("teacher")) errors[`teacher_ids.${index}`] = ["not_a_teacher"];
  });
  taIds.forEach((id, index) => {
    const held = roles.get(id) ?? [];
    if (!found.has(id)) errors[`ta_ids.${index}`] = ["user_not_found"];
    else if (!held.some((role) => role === "teacher" || role === "staff" || role === "super-admin")) {
      errors[`ta_ids.${index}`] = ["ta_not_eligible"];
    }
  });
  if (Object.keys(errors).length > 0) throw new AppError("validation_failed", { fieldErrors: errors });
}

function toValues(input: Partial<CreateSessionClassInput>): Partial<NewSessionClass> {
  return {
    courseSessionId: input.course_session_id,
    name: input.name,
    startDate: input.start_date,
    endDate: input.end_date,
    schedule: input.schedule,
    timeFrom: input.time_from,
    timeTo: input.time_to,
    timezone: input.timezone,
    isOnline: input.is_online,
    room: input.room,
    address: input.address,
    onlineLink: input.online_link,
    capacity: input.capacity,
    notes: input.notes,
  };
}

async function classOrThrow(db: DbOrTx, user: Actor, id: number, locale: Locale) {
  const detail = await getClassDetail(db, user, id, locale);
  return detail.session_class;
}

export async function createClass(
  db: Database,
  user: Actor,
  actor: Actor,
  input: CreateSessionClassInput,
  locale: Locale = "en",
): Promise<SessionClass> {
  return db.transaction(async (tx) => {
    if (!(await courseSessionExists(tx, input.course_session_id))) {
      throw fieldError("course_session_id", "course_session_missing");
    }
    await assertStaff(tx, input.teacher_ids, input.ta_ids);
    const row = await insertClass(tx, {
      ...(toValues(input) as NewSessionClass),
      translations: mergeFieldTranslations(undefined, input.translations),
      createdBy: actor.id,
    });
    await setClassStaff(tx, row.id, input.teacher_ids, input.ta_ids);
    await recordAudit(tx, {
      actorId: actor.id,
      action: "session_class.create",
      targetType: "session_class",
      targetId: row.id,
      after: { ...input },
      requestId: actor.requestId,
    });
    return classOrThrow(tx, user, row.id, locale);
  });
}

export async function updateClass(
  db: Database,
  user: Actor,
  actor: Actor,
  id: number,
  input: UpdateSessionClassInput,
  locale: Locale = "en",
): Promise<SessionClass> {
  return db.transaction(async (tx) => {
    const before = await lockClass(tx, id);
    if (!before) throw notFound("session_class_not_found");
    if (input.course_session_id !== undefined && input.course_session_id !== before.courseSessionId) {
      if (!(await courseSessionExists(tx, input.course_session_id))) {
        throw fieldError("course_session_id", "course_session_missing");
      }
      // Placed tickets belong to the old session: moving the class would mix sessions.
      if ((await countPlaced(tx, id)) > 0) throw fieldError("course_session_id", "class_has_students");
    }
    const startDate = input.start_date === undefined ? before.startDate : input.start_date;
    const endDate = input.end_date === undefined ? before.endDate : input.end_date;
    if (startDate && endDate && endDate < startDate) throw fieldError("end_date", "v.end_before_start");
    const timeFrom = input.time_from === undefined ? hhmm(before.timeFrom) : input.time_from;
    const timeTo = input.time_to === undefined ? hhmm(before.timeTo) : input.time_to;
    if (timeFrom && timeTo && timeTo <= timeFrom) throw fieldError("time_to", "v.time_to_before_from");
    if (input.capacity && (await countPlaced(tx, id)) > input.capacity)
      throw fieldError("capacity", "class_full");
    if (input.teacher_ids !== undefined || input.ta_ids !== undefined) {
      const staff = (await listClassStaff(tx, [id])).get(id);
      const teacherIds = input.teacher_ids ?? staff?.teachers.map((p) => p.id) ?? [];
      const taIds = input.ta_ids ?? staff?.tas.map((p) => p.id) ?? [];
      await assertStaff(tx, input.teacher_ids ?? [], input.ta_ids ?? []);
      await setClassStaff(tx, id, teacherIds, taIds);
    }
    await updateClassRow(tx, id, {
      ...toValues(input),
      ...(input.translations && {
        translations: mergeFieldTranslations(before.translations, input.translations),
      }),
    });
    await recordAudit(tx, {
      actorId: actor.id,
      action: "session_class.update",
      targetType: "session_class",
      targetId: id,
      after: { ...input },
      requestId: actor.requestId,
    });
    return classOrThrow(tx, user, id, locale);
  });
}

/** Only an empty class can go (409 while students are placed in it). */
export async function deleteClass(db: Database, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockClass(tx, id);
    if (!before) throw notFound("session_class_not_found");
    if ((await countPlaced(tx, id)) > 0) throw conflict("class_has_students");
    await tx.delete(sessionClassTeachers).where(eq(sessionClassTeachers.sessionClassId, id));
    await deleteClassRow(tx, id);
    await recordAudit(tx, {
      actorId: actor.id,
      action: "session_class.delete",
      targetType: "session_class",
      targetId: id,
      before: { name: before.name, course_session_id: before.courseSessionId },
      requestId: actor.requestId,
    });
  });
}
