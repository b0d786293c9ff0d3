import { randomUUID } from "node:crypto";
import {
  type CreatePlannedLessonsInput,
  type PlannedLesson,
  seriesDates,
  type UpdatePlannedLessonInput,
} from "@edu/shared";
import type { Database, DbOrTx } from "../../db/database";
import { type Actor, isStaff } from "../../http/actor";
import { conflict, forbidden, notFound } from "../../http/app-error";
import { findClassInfo, isParentOf, placedTickets, teachesClass } from "../lessons";
import * as repo from "./lesson-schedule.repository";

const DAY_MS = 86_400_000;

/**
 * Who may see and change a class's schedule (the lesson logs' rule): staff and admins every class, a
 * teacher the classes they teach; students their own classes and parents their children's, read only.
 */
async function accessOf(db: DbOrTx, actor: Actor, classId: number) {
  const cls = await findClassInfo(db, classId);
  if (!cls) throw notFound();
  if (isStaff(actor)) return { cls, canEdit: true };
  if (actor.roles.includes("teacher") && (await teachesClass(db, classId, actor.id)))
    return { cls, canEdit: true };
  const students = [...(await placedTickets(db, classId)).values()];
  if (actor.roles.includes("student") && students.includes(actor.id)) return { cls, canEdit: false };
  if (actor.roles.includes("parent"))
    for (const student of new Set(students))
      if (await isParentOf(db, actor.id, student)) return { cls, canEdit: false };
  throw forbidden();
}

async function editableLesson(db: DbOrTx, actor: Actor, id: number) {
  const lesson = await repo.findById(db, id);
  if (!lesson) throw notFound("planned_lesson_not_found");
  const { canEdit } = await accessOf(db, actor, lesson.session_class_id);
  if (!canEdit) throw forbidden();
  return lesson;
}

/** GET session-classes/{id}/planned-lessons: from `from` (default yesterday) through `until` (default a year on). */
export async function listPlannedLessons(
  db: DbOrTx,
  actor: Actor,
  classId: number,
  query: { from?: string; until?: string },
  now = new Date(),
) {
  const { canEdit } = await accessOf(db, actor, classId);
  const from = query.from ? new Date(`${query.from}T00:00:00Z`) : new Date(now.getTime() - DAY_MS);
  const until = query.until
    ? new Date(Date.parse(`${query.until}T00:00:00Z`) + DAY_MS)
    : new Date(from.getTime() + 366 * DAY_MS);
  return { data: await repo.listForClass(db, classId, from, until), can_edit: canEdit };
}

/** POST session-classes/{id}/planned-lessons: one lesson, or a weekly series (at most 52, checked by the schema). */
export async function addPlannedLessons(
  db: Database,
  actor: Actor,
  classId: number,
  input: CreatePlannedLessonsInput,
): Promise<{ data: PlannedLesson[]; skipped: number }> {
  return db.transaction(async (tx) => {
    const { cls, canEdit } = await accessOf(tx, actor, classId);
    if (!canEdit) throw forbidden();
    const timezone = input.timezone ?? cls.timezone;
    const series = input.weekdays.length > 0 && input.until;
    const days = series ? seriesDates(input.date, input.until as string, input.weekdays) : [input.date];
    const seriesId = series ? randomUUID() : null;
    const ids = await repo.insertPlannedLessons(
      tx,
      days.map((day) => ({
        classId,
        local: `${day} ${input.time}`,
        timezone,
        durationMinutes: input.duration_minutes,
        note: input.note,
        seriesId,
        createdBy: actor.id,
      })),
    );
    return { data: await repo.findByIds(tx, ids), skipped: days.length - ids.length };
  });
}

/** PATCH planned-lessons/{id}: a new date, time or zone moves the lesson (keeping the other parts' wall clock). */
export async function updatePlannedLesson(
  db: Database,
  actor: Actor,
  id: number,
  input: UpdatePlannedLessonInput,
): Promise<PlannedLesson> {
  return db.transaction(async (tx) => {
    const lesson = await editableLesson(tx, actor, id);
    const timezone = input.timezone ?? lesson.timezone;
    const moves = input.date !== undefined || input.time !== undefined || input.timezone !== undefined;
    const local = moves ? `${input.date ?? lesson.date} ${input.time ?? lesson.time}` : undefined;
    if (local && (await repo.startTaken(tx, lesson.session_class_id, local, timezone, id)))
      throw conflict("planned_lesson_taken");
    await repo.updatePlannedLesson(tx, id, {
      local,
      timezone,
      durationMinutes: input.duration_minutes,
      note: input.note,
    });
    const updated = await repo.findById(tx, id);
    if (!updated) throw notFound("planned_lesson_not_found");
    return updated;
  });
}

export async function deletePlannedLesson(db: Database, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await editableLesson(tx, actor, id);
    await repo.deletePlannedLesson(tx, id);
  });
}
