import { randomBytes } from "node:crypto";
import type { CreatePractice, PracticeSharers, UpdatePractice } from "@edu/shared/practices";
import type { DbOrTx } from "../../db/database";
import { type Actor, isSuperAdmin } from "../../http/actor";
import { AppError, conflict, fieldError } from "../../http/app-error";
import { toPage } from "../../http/paged-list";
import { importTestForm, publishTestForm } from "../test-engine";
import { editablePractice, openPractice } from "./practice-access";
import { buildPracticeForm, restylePracticeForm } from "./practice-form";
import { engineDocument, practiceView, questionCount } from "./practice-view";
import * as repo from "./practices.repository";
import type { PracticeRow, PracticeSectionRow } from "./practices.table";
import { itemsOf, sourceForms } from "./question-bank";

/** Practices (issue 33): assembled from the bank, shared, published as engine forms, locked once taken. */

/** Sections as comparable text (jsonb keeps no key order, so rows are compared by their values). */
const sameQuestions = (sections: PracticeSectionRow[]) =>
  JSON.stringify(sections.map((s) => [s.title, s.items.map((item) => [item.form_id, item.item_key])]));

export const newToken = () => randomBytes(24).toString("base64url");

/** Every item must be in the bank (a published form's latest version): else a field error naming it. */
async function assertItems(db: DbOrTx, sections: PracticeSectionRow[]) {
  const sources = await sourceForms(
    db,
    sections.flatMap((s) => s.items.map((item) => item.form_id)),
  );
  sections.forEach((section, s) => {
    section.items.forEach((ref, i) => {
      const source = sources.get(ref.form_id);
      if (!source || !itemsOf(source.document).some((item) => item.key === ref.item_key))
        throw fieldError(`sections.${s}.items.${i}.item_key`, "v.pr_item_unknown");
    });
  });
}

/** Every id on a list names a user, class or tag: else a field error naming the first unknown one. */
export async function assertSharers(db: DbOrTx, can: "use" | "edit", list: PracticeSharers) {
  const field = can === "use" ? "who_can_use" : "who_can_edit";
  for (const [target, key] of [
    ["user", "user_ids"],
    ["class", "class_ids"],
    ["tag", "tag_ids"],
  ] as const) {
    const unknown = await repo.unknownTargets(db, target, list[key]);
    const index = list[key].findIndex((id) => unknown.has(id));
    if (index >= 0) throw fieldError(`${field}.${key}.${index}`, "v.pr_sharer_unknown");
  }
}

async function saveSharers(db: DbOrTx, practiceId: number, can: "use" | "edit", list: PracticeSharers) {
  await assertSharers(db, can, list);
  await repo.replaceSharers(db, practiceId, can, list);
}

export async function listPractices(db: DbOrTx, actor: Actor, query: { page: number; page_size: number }) {
  const { rows, total } = await repo.listPractices(
    db,
    actor.id,
    isSuperAdmin(actor),
    query.page_size,
    (query.page - 1) * query.page_size,
  );
  const taken = await repo.formsWithAttempts(
    db,
    rows.flatMap(({ practice }) => (practice.formId === null ? [] : [practice.formId])),
  );
  const data = rows.map(({ practice, canEdit }) => ({
    id: practice.id,
    name: practice.name,
    duration_minutes: practice.durationMinutes,
    due_date: practice.dueDate,
    scoring: practice.scoring,
    share: practice.share,
    question_count: questionCount(practice),
    form_id: practice.formId,
    locked: practice.formId !== null && taken.has(practice.formId) ? (1 as const) : (0 as const),
    can_edit: canEdit ? (1 as const) : (0 as const),
  }));
  return toPage(data, total, query.page, query.page_size);
}

export async function getPractice(db: DbOrTx, actor: Actor, id: number, link: string | undefined) {
  const { row, canEdit } = await openPractice(db, actor, id, link);
  return { data: await practiceView(db, row, canEdit) };
}

export async function createPractice(db: DbOrTx, actor: Actor, body: CreatePractice) {
  return db.transaction(async (tx) => {
    await assertItems(tx, body.sections);
    const row = await repo.insertPractice(tx, {
      name: body.name,
      durationMinutes: body.duration_minutes,
      dueDate: body.due_date,
      scoring: body.scoring,
      scoreTable: body.scoring === "scaled" ? body.score_table : [],
      showAfter: body.show_after,
      breakSeconds: body.break_seconds,
      share: body.share,
      linkToken: newToken(),
      sections: body.sections,
      createdBy: actor.id,
    });
    await saveSharers(tx, row.id, "use", body.who_can_use);
    await saveSharers(tx, row.id, "edit", body.who_can_edit);
    return { data: await practiceView(tx, row, true) };
  });
}

/** Writes the practice's current state into its engine form (a new version when anything changed). */
async function syncEngineForm(db: DbOrTx, actor: Actor, row: PracticeRow, rebuild: boolean) {
  const current = !rebuild && row.formId !== null ? await engineDocument(db, row.formId) : undefined;
  const form = current
    ? restylePracticeForm(row, current)
    : buildPracticeForm(
        row,
        await sourceForms(
          db,
          row.sections.flatMap((s) => s.items.map((i) => i.form_id)),
        ),
      );
  const imported = await importTestForm(db, actor, form);
  return imported.data.id;
}

/**
 * What a taker's result depends on besides the questions (spec 03 §4: "only time, date and sharers"
 * change once taken): a change to any of these on a locked practice is a 422 on that field. The same
 * value sent back (the settings form sends every field) is no change.
 */
function lockedSettingChanges(row: PracticeRow, body: UpdatePractice) {
  const table = (rows: { raw: number; scaled: number }[]) =>
    JSON.stringify(rows.map((r) => [r.raw, r.scaled]));
  const changed = {
    name: body.name !== undefined && body.name !== row.name,
    scoring: body.scoring !== undefined && body.scoring !== row.scoring,
    // Kept only when scaled (as saved below): a table sent with another scoring changes nothing.
    score_table:
      (body.scoring ?? row.scoring) === "scaled" &&
      table(body.score_table ?? row.scoreTable) !== table(row.scoreTable),
    show_after: body.show_after !== undefined && body.show_after !== row.showAfter,
  };
  return Object.entries(changed).flatMap(([field, yes]) => (yes ? [field] : []));
}

/**
 * Changes a practice. Once anyone has an attempt, a change to its sections is refused (409
 * pr_questions_locked, the reason people read), and so is one to its name, scoring, score table or
 * show-after (422, v.pr_locked_setting on each field); time, date, break, sharing and sharers still change.
 */
export async function updatePractice(
  db: DbOrTx,
  actor: Actor,
  id: number,
  body: UpdatePractice,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const row = await editablePractice(tx, actor, id);
    const sectionsChanged =
      body.sections !== undefined && sameQuestions(body.sections) !== sameQuestions(row.sections);
    const settingsChanged = lockedSettingChanges(row, body);
    const locked =
      (sectionsChanged || settingsChanged.length > 0) && (await repo.hasAttempts(tx, row.formId));
    if (locked && sectionsChanged) throw conflict("pr_questions_locked");
    if (locked)
      throw new AppError("validation_failed", {
        fieldErrors: Object.fromEntries(settingsChanged.map((field) => [field, ["v.pr_locked_setting"]])),
      });
    if (sectionsChanged && body.sections) await assertItems(tx, body.sections);
    const scoring = body.scoring ?? row.scoring;
    const scoreTable = body.score_table ?? row.scoreTable;
    if (scoring === "scaled" && scoreTable.length === 0)
      throw fieldError("score_table", "v.pr_score_table_missing");
    const updated = await repo.updatePractice(tx, id, {
      ...(body.name === undefined ? {} : { name: body.name }),
      ...(body.duration_minutes === undefined ? {} : { durationMinutes: body.duration_minutes }),
      ...(body.due_date === undefined ? {} : { dueDate: body.due_date }),
      scoring,
      scoreTable: scoring === "scaled" ? scoreTable : [],
      ...(body.show_after === undefined ? {} : { showAfter: body.show_after }),
      ...(body.break_seconds === undefined ? {} : { breakSeconds: body.break_seconds }),
      ...(body.share === undefined ? {} : { share: body.share }),
      ...(sectionsChanged && body.sections ? { sections: body.sections } : {}),
      updatedAt: now,
    });
    if (body.who_can_use) await saveSharers(tx, id, "use", body.who_can_use);
    if (body.who_can_edit) await saveSharers(tx, id, "edit", body.who_can_edit);
    if (updated.formId !== null) await syncEngineForm(tx, actor, updated, sectionsChanged);
    return { data: await practiceView(tx, updated, true) };
  });
}

/** Publishes (or re-writes) the practice's engine form: attempts start on its latest version. */
export async function publishPractice(db: DbOrTx, actor: Actor, id: number, now = new Date()) {
  return db.transaction(async (tx) => {
    const row = await editablePractice(tx, actor, id);
    if (questionCount(row) === 0) throw new AppError("conflict", { message: "pr_not_published" });
    const locked = await repo.hasAttempts(tx, row.formId);
    const formId = await syncEngineForm(tx, actor, row, !locked);
    // Not public in the engine's list: who takes it is the practice's rule (practice-attempts.service.ts).
    await publishTestForm(tx, formId, { is_public: false });
    const updated = await repo.updatePractice(tx, id, { formId, updatedAt: now });
    return { data: await practiceView(tx, updated, true) };
  });
}

/** A copy is a new private, unpublished practice of the caller's, with the same items and settings. */
export async function copyPractice(db: DbOrTx, actor: Actor, id: number, link: string | undefined) {
  return db.transaction(async (tx) => {
    const { row } = await openPractice(tx, actor, id, link);
    const copy = await repo.insertPractice(tx, {
      name: row.name,
      durationMinutes: row.durationMinutes,
      dueDate: row.dueDate,
      scoring: row.scoring,
      scoreTable: row.scoreTable,
      showAfter: row.showAfter,
      breakSeconds: row.breakSeconds,
      share: "private",
      linkToken: newToken(),
      sections: row.sections,
      createdBy: actor.id,
    });
    return { data: await practiceView(tx, copy, true) };
  });
}
