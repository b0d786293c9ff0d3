import {
  type CreateSessionClassInput,
  type Locale,
  mergeFieldTranslations,
  type SessionClass,
  type UpdateSessionClassInput,
} from "@edu/shared";
import { eq } from "drizzle-orm";
import type { Database, DbOrTx } from "../../db/database";
import type { Actor } from "../../http/actor";
import { AppError, conflict, fieldError, notFound } from "../../http/app-error";
import { recordAudit } from "../audit";
import { courseSessionExists, hhmm } from "../courses";
import { findUsersByIds, listRoles } from "../users";
import { getClassDetail } from "./class-detail.service";
import {
  countPlaced,
  deleteClassRow,
  insertClass,
  listClassStaff,
  lockClass,
  type NewSessionClass,
  setClassStaff,
  updateClassRow,
} from "./classes.repository";
import { sessionClassTeachers } from "./classes.table";

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
