import type { Locale } from "@edu/shared";
import {
  type CounselingTaskStatus,
  type CreateCounselingSubtask,
  statusFromSubtasks,
  type UpdateCounselingSubtask,
} from "@edu/shared/counseling-tasks";
import type { DbOrTx } from "../../db/database";
import type { Actor } from "../../http/actor";
import { AppError, notFound } from "../../http/app-error";
import { richTextInput } from "../../rich-text";
import { recordAudit } from "../audit";
import { mayEditTask, subtaskDto, text } from "./counseling-task-view";
import * as repo from "./counseling-tasks.repository";
import { taskWithRole } from "./counseling-tasks.service";

/**
 * Keeps the task's stored status equal to what its subtasks give (all finished → finished, all
 * unfinished → unfinished, else processing), in the subtask's transaction; a task left without subtasks
 * keeps the status it had.
 */
async function syncTaskStatus(tx: DbOrTx, taskId: number, current: CounselingTaskStatus, actorId: number) {
  const subtasks = await repo.subtasksOf(tx, [taskId]);
  const derived = statusFromSubtasks(subtasks.map((subtask) => subtask.status)) ?? current;
  if (derived !== current) await repo.updateTask(tx, taskId, { status: derived, updatedBy: actorId });
  return derived;
}

/** The subtask, its task and the caller's role (404 when missing or not the caller's to see). */
async function subtaskWithTask(db: DbOrTx, actor: Actor, id: number, lock = false) {
  const subtask = await repo.findSubtask(db, id);
  if (!subtask) throw notFound();
  const { row, role } = await taskWithRole(db, actor, subtask.taskId, lock);
  return { subtask, task: row, role };
}

export async function getSubtask(db: DbOrTx, actor: Actor, id: number) {
  return subtaskDto((await subtaskWithTask(db, actor, id)).subtask);
}

export async function createSubtask(
  db: DbOrTx,
  actor: Actor,
  input: CreateCounselingSubtask,
  locale: Locale,
) {
  return db.transaction(async (tx) => {
    const { row, role } = await taskWithRole(tx, actor, input.task_id, true);
    if (!mayEditTask(role, row)) throw new AppError("forbidden");
    if (input.position !== undefined) await repo.makeRoomAt(tx, row.id, input.position);
    const created = await repo.insertSubtask(tx, {
      taskId: row.id,
      title: input.title,
      description: richTextInput("description", input.description),
      status: input.status,
      dueDate: input.due_date,
      position: input.position ?? (await repo.nextPosition(tx, row.id)),
      createdBy: actor.id,
    });
    const taskStatus = await syncTaskStatus(tx, row.id, row.status, actor.id);
    await recordAudit(tx, {
      actorId: actor.id,
      action: "counseling_subtask.created",
      targetType: "counseling_task",
      targetId: row.id,
      after: { subtask_id: created.id, title: input.title, status: input.status },
      requestId: actor.requestId,
    });
    return { message: text(locale, "ct_saved"), data: subtaskDto(created), task_status: taskStatus };
  });
}

export async function updateSubtask(
  db: DbOrTx,
  actor: Actor,
  id: number,
  input: UpdateCounselingSubtask,
  locale: Locale,
) {
  return db.transaction(async (tx) => {
    const { subtask, task, role } = await subtaskWithTask(tx, actor, id, true);
    if (role === "parent") throw new AppError("forbidden");
    const changes = Object.keys(input).filter(
      (key) => input[key as keyof UpdateCounselingSubtask] !== undefined,
    );
    if (!mayEditTask(role, task) && changes.some((key) => key !== "status"))
      throw new AppError("forbidden", { message: "ct_only_status" });
    if (input.position !== undefined) await repo.makeRoomAt(tx, task.id, input.position, id);
    const updated = await repo.updateSubtask(tx, id, {
      title: input.title,
      description:
        input.description === undefined ? undefined : richTextInput("description", input.description),
      status: input.status,
      dueDate: input.due_date,
      position: input.position,
    });
    if (!updated) throw notFound();
    const taskStatus = await syncTaskStatus(tx, task.id, task.status, actor.id);
    await recordAudit(tx, {
      actorId: actor.id,
      action: "counseling_subtask.updated",
      targetType: "counseling_task",
      targetId: task.id,
      before: { subtask_id: id, title: subtask.title, status: subtask.status },
      after: { ...input, description: undefined },
      requestId: actor.requestId,
    });
    return { message: text(locale, "ct_saved"), data: subtaskDto(updated), task_status: taskStatus };
  });
}

export async function deleteSubtask(db: DbOrTx, actor: Actor, id: number, locale: Locale) {
  return db.transaction(async (tx) => {
    const { subtask, task, role } = await subtaskWithTask(tx, actor, id, true);
    if (!mayEditTask(role, task)) throw new AppError("forbidden");
    await repo.deleteSubtask(tx, id);
    await syncTaskStatus(tx, task.id, task.status, actor.id);
    await recordAudit(tx, {
      actorId: actor.id,
      action: "counseling_subtask.deleted",
      targetType: "counseling_task",
      targetId: task.id,
      before: { subtask_id: id, title: subtask.title, status: subtask.status },
      requestId: actor.requestId,
    });
    return { message: text(locale, "ct_deleted") };
  });
}
