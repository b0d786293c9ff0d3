import {
  type CreateFullPractice,
  type FullPracticeOut,
  PRACTICE_LIMITS,
  type UpdateFullPractice,
} from "@edu/shared/practices";
import type { DbOrTx } from "../../db/database";
import { type Actor, isSuperAdmin } from "../../http/actor";
import { conflict, fieldError } from "../../http/app-error";
import { toPage } from "../../http/paged-list";
import { toWireTime } from "../../http/wire-time";
import { editableFullPractice, openFullPractice } from "./full-practice-access";
import * as repo from "./full-practices.repository";
import type { FullPracticeRow } from "./full-practices.table";
import { openPractice } from "./practice-access";
import { questionCount } from "./practice-view";
import { assertSharers, newToken } from "./practices.service";

/**
 * Full practices (issue 33): practices in order as sections with a break between them. Sharing and the
 * lock after the first attempt are the practice's rules: once anyone has started it, its sections (which
 * practices, in which order) and its name cannot change; due date, break, sharing and sharers can.
 */

async function sectionsOf(db: DbOrTx, row: FullPracticeRow) {
  const byId = await repo.practicesByIds(db, row.practiceIds);
  return row.practiceIds.flatMap((id) => byId.get(id) ?? []);
}

export async function fullPracticeView(
  db: DbOrTx,
  row: FullPracticeRow,
  canEdit: boolean,
): Promise<FullPracticeOut> {
  const sections = await sectionsOf(db, row);
  const sharers = canEdit ? await repo.sharersOf(db, row.id) : null;
  return {
    id: row.id,
    name: row.name,
    due_date: row.dueDate,
    break_seconds: row.breakSeconds,
    share: row.share,
    link_token: canEdit ? row.linkToken : null,
    who_can_use: sharers?.use ?? null,
    who_can_edit: sharers?.edit ?? null,
    sections: sections.map((practice, index) => ({
      position: index + 1,
      practice_id: practice.id,
      name: practice.name,
      duration_minutes: practice.durationMinutes,
      question_count: questionCount(practice),
      published: practice.formId === null ? 0 : 1,
    })),
    question_count: sections.reduce((sum, practice) => sum + questionCount(practice), 0),
    total_minutes: sections.reduce((sum, practice) => sum + practice.durationMinutes, 0),
    locked: (await repo.hasFullAttempts(db, row.id)) ? 1 : 0,
    can_edit: canEdit ? 1 : 0,
    created_by: row.createdBy,
    updated_at: toWireTime(row.updatedAt),
  };
}

/** Each section must be a practice the caller may open (its editors or its users): else a field error. */
async function assertPractices(db: DbOrTx, actor: Actor, ids: number[], known: number[] = []) {
  if (ids.length > PRACTICE_LIMITS.sections) throw fieldError("practice_ids", "v.fp_too_many_sections");
  for (const [index, id] of ids.entries()) {
    if (known.includes(id)) continue;
    const opened = await openPractice(db, actor, id, undefined).catch(() => null);
    if (!opened) throw fieldError(`practice_ids.${index}`, "v.fp_practice_unknown");
  }
}

async function saveSharers(
  db: DbOrTx,
  id: number,
  body: Pick<UpdateFullPractice, "who_can_use" | "who_can_edit">,
) {
  if (body.who_can_use) {
    await assertSharers(db, "use", body.who_can_use);
    await repo.replaceSharers(db, id, "use", body.who_can_use);
  }
  if (body.who_can_edit) {
    await assertSharers(db, "edit", body.who_can_edit);
    await repo.replaceSharers(db, id, "edit", body.who_can_edit);
  }
}

export async function listFullPractices(
  db: DbOrTx,
  actor: Actor,
  query: { page: number; page_size: number },
) {
  const { rows, total } = await repo.listFullPractices(
    db,
    actor.id,
    isSuperAdmin(actor),
    query.page_size,
    (query.page - 1) * query.page_size,
  );
  const byId = await repo.practicesByIds(db, [...new Set(rows.flatMap(({ row }) => row.practiceIds))]);
  const data = rows.map(({ row, canEdit, taken }) => {
    const sections = row.practiceIds.flatMap((id) => byId.get(id) ?? []);
    return {
      id: row.id,
      name: row.name,
      due_date: row.dueDate,
      break_seconds: row.breakSeconds,
      share: row.share,
      question_count: sections.reduce((sum, practice) => sum + questionCount(practice), 0),
      total_minutes: sections.reduce((sum, practice) => sum + practice.durationMinutes, 0),
      locked: taken ? (1 as const) : (0 as const),
      can_edit: canEdit ? (1 as const) : (0 as const),
      section_count: sections.length,
    };
  });
  return toPage(data, total, query.page, query.page_size);
}

export async function getFullPractice(db: DbOrTx, actor: Actor, id: number, link: string | undefined) {
  const { row, canEdit } = await openFullPractice(db, actor, id, link);
  return { data: await fullPracticeView(db, row, canEdit) };
}

export async function createFullPractice(db: DbOrTx, actor: Actor, body: CreateFullPractice) {
  return db.transaction(async (tx) => {
    await assertPractices(tx, actor, body.practice_ids);
    const row = await repo.insertFullPractice(tx, {
      name: body.name,
      dueDate: body.due_date,
      breakSeconds: body.break_seconds,
      share: body.share,
      linkToken: newToken(),
      practiceIds: body.practice_ids,
      createdBy: actor.id,
    });
    await saveSharers(tx, row.id, body);
    return { data: await fullPracticeView(tx, row, true) };
  });
}

const sameOrder = (a: number[], b: number[]) => a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * Changes a full practice. Once anyone has an attempt, a change to its sections is refused (409
 * pr_questions_locked) and so is one to its name (422, v.pr_locked_setting on the field, as for a
 * practice); due date, break, sharing and sharers still change. The same name sent back is no change.
 */
export async function updateFullPractice(
  db: DbOrTx,
  actor: Actor,
  id: number,
  body: UpdateFullPractice,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const row = await editableFullPractice(tx, actor, id);
    const reordered = body.practice_ids !== undefined && !sameOrder(body.practice_ids, row.practiceIds);
    const renamed = body.name !== undefined && body.name !== row.name;
    const locked = (reordered || renamed) && (await repo.hasFullAttempts(tx, id));
    if (locked && reordered) throw conflict("pr_questions_locked");
    if (locked) throw fieldError("name", "v.pr_locked_setting");
    // Practices already in keep their place without a new check; a newcomer must be one the caller opens.
    if (reordered && body.practice_ids) await assertPractices(tx, actor, body.practice_ids, row.practiceIds);
    const updated = await repo.updateFullPractice(tx, id, {
      ...(body.name === undefined ? {} : { name: body.name }),
      ...(body.due_date === undefined ? {} : { dueDate: body.due_date }),
      ...(body.break_seconds === undefined ? {} : { breakSeconds: body.break_seconds }),
      ...(body.share === undefined ? {} : { share: body.share }),
      ...(reordered && body.practice_ids ? { practiceIds: body.practice_ids } : {}),
      updatedAt: now,
    });
    await saveSharers(tx, id, body);
    return { data: await fullPracticeView(tx, updated, true) };
  });
}

/** The addPractices screen: practices appended in the order given. */
export async function addFullPracticePractices(
  db: DbOrTx,
  actor: Actor,
  id: number,
  body: { practice_ids: number[] },
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const row = await editableFullPractice(tx, actor, id);
    if (await repo.hasFullAttempts(tx, id)) throw conflict("pr_questions_locked");
    const twice = body.practice_ids.findIndex((pid) => row.practiceIds.includes(pid));
    if (twice >= 0) throw fieldError(`practice_ids.${twice}`, "v.fp_practice_twice");
    const practiceIds = [...row.practiceIds, ...body.practice_ids];
    await assertPractices(tx, actor, practiceIds, row.practiceIds);
    const updated = await repo.updateFullPractice(tx, id, { practiceIds, updatedAt: now });
    return { data: await fullPracticeView(tx, updated, true) };
  });
}

/** A copy: a new private full practice of the caller's with the same sections and settings. */
export async function copyFullPractice(db: DbOrTx, actor: Actor, id: number, link: string | undefined) {
  return db.transaction(async (tx) => {
    const { row } = await openFullPractice(tx, actor, id, link);
    const copy = await repo.insertFullPractice(tx, {
      name: row.name,
      dueDate: row.dueDate,
      breakSeconds: row.breakSeconds,
      share: "private",
      linkToken: newToken(),
      practiceIds: row.practiceIds,
      createdBy: actor.id,
    });
    return { data: await fullPracticeView(tx, copy, true) };
  });
}
