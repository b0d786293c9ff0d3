import type { Locale } from "@edu/shared";
import type {
  CounselingTask,
  CounselingTasksQuery,
  CreateCounselingTask,
  UpdateCounselingTask,
} from "@edu/shared/counseling-tasks";
import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import type { Actor } from "../../http/actor";
import { AppError, notFound } from "../../http/app-error";
import { toPage } from "../../http/paged-list";
import { richTextInput } from "../../rich-text";
import { recordAudit } from "../audit";
import { mayEditTask, taskDto, text } from "./counseling-task-view";
import * as repo from "./counseling-tasks.repository";
import {
  assertClassRead,
  assertTaskRead,
  assertTaskWrite,
  checkAssignee,
  counselingClassOf,
  type TaskRole,
  tasksReadableBy,
} from "./counseling-tasks-access";

/** The task and the caller's role to it; 404 when missing or not the caller's to see. */
export async function taskWithRole(db: DbOrTx, actor: Actor, id: number, lock = false) {
  const row = await repo.findTask(db, id, lock);
  if (!row) throw notFound();
  const role = await assertTaskRead(db, actor, row.student_user_id);
  return { row, role };
}

async function answer(db: DbOrTx, id: number, role: TaskRole): Promise<CounselingTask> {
  const row = await repo.findTask(db, id);
  if (!row) throw notFound();
  return taskDto(row, await repo.subtasksOf(db, [id]), role);
}

export async function getTask(db: DbOrTx, actor: Actor, id: number) {
  const { row, role } = await taskWithRole(db, actor, id);
  return taskDto(row, await repo.subtasksOf(db, [id]), role);
}

export async function listTasks(db: DbOrTx, actor: Actor, query: CounselingTasksQuery) {
  const where: SQL[] = [];
  let role: TaskRole | null = null;
  if (query.student_user_id !== undefined) {
    role = await assertTaskRead(db, actor, query.student_user_id);
    where.push(sql`t.student_user_id = ${query.student_user_id}`);
  }
  if (query.session_class_id !== undefined) {
    if (role === null) {
      await assertClassRead(db, actor, query.session_class_id);
      // A class's students and parents see their own tasks only, its counselors every student's.
      where.push(tasksReadableBy(actor, sql`t.student_user_id`));
    }
    where.push(sql`t.session_class_id = ${query.session_class_id}`);
  }
  if (query.status) where.push(sql`t.status = ${query.status}`);
  if (query.assignee_user_id !== undefined) where.push(sql`t.assignee_user_id = ${query.assignee_user_id}`);
  if (query.due_before) where.push(sql`t.due_date <= ${query.due_before}::date`);
  const { rows, total } = await repo.taskPage(db, sql.join(where, sql` and `), query.page, query.page_size);
  const subtasks = await repo.subtasksOf(
    db,
    rows.map((row) => row.id),
  );
  // In a class list each row's role is the caller's to that row's student.
  const roles = new Map<number, TaskRole>();
  for (const row of rows) {
    if (!roles.has(row.student_user_id))
      roles.set(row.student_user_id, role ?? (await assertTaskRead(db, actor, row.student_user_id)));
  }
  return toPage(
    rows.map((row) => taskDto(row, subtasks, roles.get(row.student_user_id) ?? "parent")),
    total,
    query.page,
    query.page_size,
  );
}

export async function createTask(db: DbOrTx, actor: Actor, input: CreateCounselingTask, locale: Locale) {
  const { id, role } = await db.transaction(async (tx) => {
    const role = await assertTaskWrite(tx, actor, input.student_user_id);
    const classId = await counselingClassOf(tx, input.student_user_id, input.session_class_id);
    await checkAssignee(tx, input.student_user_id, classId, input.assignee_user_id);
    const id = await repo.insertTask(tx, {
      studentUserId: input.student_user_id,
      sessionClassId: classId,
      title: input.title,
      description: richTextInput("description", input.description),
      status: input.status,
      dueDate: input.due_date,
      assigneeUserId: input.assignee_user_id,
      createdBy: actor.id,
      updatedBy: actor.id,
    });
    await recordAudit(tx, {
      actorId: actor.id,
      action: "counseling_task.created",
      targetType: "counseling_task",
      targetId: id,
      after: { student_user_id: input.student_user_id, title: input.title, status: input.status },
      requestId: actor.requestId,
    });
    return { id, role };
  });
  return { message: text(locale, "ct_saved"), data: await answer(db, id, role) };
}

export async function updateTask(
  db: DbOrTx,
  actor: Actor,
  id: number,
  input: UpdateCounselingTask,
  locale: Locale,
) {
  const role = await db.transaction(async (tx) => {
    const { row, role } = await taskWithRole(tx, actor, id, true);
    if (role === "parent") throw new AppError("forbidden");
    const changes = Object.keys(input).filter(
      (key) => input[key as keyof UpdateCounselingTask] !== undefined,
    );
    if (!mayEditTask(role, row) && changes.some((key) => key !== "status"))
      throw new AppError("forbidden", { message: "ct_only_status" });
    const subtasks = await repo.subtasksOf(tx, [id]);
    if (input.status !== undefined && subtasks.length > 0 && input.status !== row.status)
      throw new AppError("validation_failed", { fieldErrors: { status: ["v.ct_status_from_subtasks"] } });
    if (input.assignee_user_id !== undefined)
      await checkAssignee(tx, row.student_user_id, row.session_class_id, input.assignee_user_id);
    await repo.updateTask(tx, id, {
      title: input.title,
      description:
        input.description === undefined ? undefined : richTextInput("description", input.description),
      status: input.status,
      dueDate: input.due_date,
      assigneeUserId: input.assignee_user_id,
      // A new due date falls due again: its to-do opens once more (the to-do's key names the date).
      ...(input.due_date !== undefined && input.due_date !== row.due_date ? { dueTodoAt: null } : {}),
      updatedBy: actor.id,
    });
    await recordAudit(tx, {
      actorId: actor.id,
      action: "counseling_task.updated",
      targetType: "counseling_task",
      targetId: id,
      before: { title: row.title, status: row.status, due_date: row.due_date },
      after: { ...input, description: undefined },
      requestId: actor.requestId,
    });
    return role;
  });
  return { message: text(locale, "ct_saved"), data: await answer(db, id, role) };
}

export async function deleteTask(db: DbOrTx, actor: Actor, id: number, locale: Locale) {
  await db.transaction(async (tx) => {
    const { row, role } = await taskWithRole(tx, actor, id, true);
    if (!mayEditTask(role, row)) throw new AppError("forbidden");
    await repo.deleteTask(tx, id);
    await recordAudit(tx, {
      actorId: actor.id,
      action: "counseling_task.deleted",
      targetType: "counseling_task",
      targetId: id,
      before: { student_user_id: row.student_user_id, title: row.title, status: row.status },
      requestId: actor.requestId,
    });
  });
  return { message: text(locale, "ct_deleted") };
}
