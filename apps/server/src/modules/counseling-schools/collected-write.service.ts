import { type Locale, type MessageKey, translateMessage } from "@edu/shared";
import {
  type BatchCollectedSchools,
  BINDING_PLANS,
  type CollectedSchoolWarning,
  type CreateCollectedSchool,
  currentCycle,
  type UpdateCollectedSchool,
} from "@edu/shared/counseling-schools";
import type { Config } from "../../config";
import type { DbOrTx } from "../../db/database";
import { isUniqueViolation } from "../../db/postgres-errors";
import type { Actor } from "../../http/actor";
import { AppError, notFound } from "../../http/app-error";
import { schoolToday } from "../../school-calendar";
import { sealSecret } from "../../secrets/secret-box";
import { type SecretKeyring, secretKeyring } from "../../secrets/secret-keys";
import { recordAudit } from "../audit";
import { assertListEdit, checkCounselingClass, firstCounselingClassOf } from "./collected-access";
import { patchOf, type RowPatch, touchesDeadline } from "./collected-edit";
import { readOne } from "./collected-read.service";
import { auditView } from "./collected-view";
import * as repo from "./collected-write.repository";
import type { CounselingSchoolRow } from "./counseling-schools.table";
import { schoolNames } from "./school-names";

export const AUDIT_TARGET = "counseling_school";
type WriteConfig = Pick<Config, "COUNSELING_SECRET_KEYS" | "SCHOOL_TIME_ZONE">;

const text = (locale: Locale, key: MessageKey, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce(
    (message, [name, value]) => message.replaceAll(`{${name}}`, String(value)),
    translateMessage(locale, key),
  );

/** The stored password is sealed for this table, row and field: a copy elsewhere does not open. */
export const passwordBinding = (id: number) => ({
  table: "counseling_schools",
  rowKey: id,
  field: "login_field_password",
});

function sealPassword(
  input: { login_field_password?: string; clear_login_password?: boolean },
  id: number,
  keyring?: SecretKeyring,
) {
  if (input.login_field_password && keyring)
    return { loginFieldPasswordSealed: sealSecret(input.login_field_password, passwordBinding(id), keyring) };
  if (input.clear_login_password) return { loginFieldPasswordSealed: null };
  return {};
}

async function audit(
  tx: DbOrTx,
  actor: Actor,
  action: string,
  id: number,
  before?: CounselingSchoolRow,
  after?: CounselingSchoolRow,
) {
  await recordAudit(tx, {
    actorId: actor.id,
    action: `counseling_school.${action}`,
    targetType: AUDIT_TARGET,
    targetId: id,
    before: auditView(before),
    after: auditView(after),
    requestId: actor.requestId,
  });
}

/** The 409 for a school already on the student's list, naming it in the reader's language. */
async function listedError(db: DbOrTx, schoolId: number, existingId: number | undefined, locale: Locale) {
  const name = (await schoolNames(db, [schoolId], locale)).get(schoolId) ?? "";
  return new AppError("conflict", {
    fieldErrors: { school_id: [{ text: text(locale, "cs_school_listed", { school: name }) }] },
    details: { school_id: schoolId, school_name: name, id: existingId ?? null },
  });
}

/**
 * After a save, in its transaction: the internal deadline must come before the school's deadline for
 * this cycle (a figure of the cycle; an estimate from another year does not refuse), and a binding early
 * decision next to another one of the same cycle is kept with a warning.
 */
async function afterSave(
  tx: DbOrTx,
  actor: Actor,
  row: CounselingSchoolRow,
  checkDeadline: boolean,
  locale: Locale,
) {
  const answer = await readOne(tx, actor, row.id, locale);
  const deadline = answer.school_deadline;
  if (
    checkDeadline &&
    answer.internal_deadline &&
    deadline &&
    !deadline.estimated &&
    answer.internal_deadline >= deadline.date
  )
    throw new AppError("validation_failed", {
      fieldErrors: {
        internal_deadline: [{ text: text(locale, "v.cs_internal_after_school", { date: deadline.date }) }],
      },
    });
  const warnings: CollectedSchoolWarning[] = [];
  if (row.decisionPlan && BINDING_PLANS.includes(row.decisionPlan)) {
    const others = await repo.otherBindingRows(tx, row);
    const names = await schoolNames(
      tx,
      others.map((other) => other.schoolId),
      locale,
    );
    for (const other of others) {
      const name = names.get(other.schoolId) ?? "";
      warnings.push({
        code: "second_binding_ed",
        message: text(locale, "cs_second_binding_ed", { school: name }),
        other_id: other.id,
        other_school_name: name,
      });
    }
  }
  return { answer, warnings };
}

/** POST counseling-school: adds a school to a student's list ("school added to school list"). */
export async function createCollected(
  db: DbOrTx,
  config: WriteConfig,
  actor: Actor,
  input: CreateCollectedSchool,
  locale: Locale,
) {
  const studentUserId = input.student_user_id;
  await assertListEdit(db, actor, studentUserId);
  if (!(await repo.existingSchools(db, [input.school_id])).has(input.school_id))
    throw new AppError("validation_failed", { fieldErrors: { school_id: ["cs_school_not_found"] } });
  const keyring = input.login_field_password ? await secretKeyring(db, config) : undefined;
  const cycle = input.cycle ?? currentCycle(schoolToday(new Date(), config.SCHOOL_TIME_ZONE));
  try {
    return await db.transaction(async (tx) => {
      const [listed] = await repo.listedSchools(tx, studentUserId, [input.school_id]);
      if (listed) throw await listedError(tx, input.school_id, listed.id, locale);
      const classId = await classFor(tx, studentUserId, input.session_class_id);
      const patch: RowPatch = patchOf({ plan: null, type: null }, input);
      const inserted = await repo.insertRow(tx, {
        ...patch,
        studentUserId,
        schoolId: input.school_id,
        sessionClassId: classId,
        cycle,
        createdBy: actor.id,
        updatedBy: actor.id,
      });
      const sealed = sealPassword(input, inserted.id, keyring);
      const row = Object.keys(sealed).length ? await repo.updateRow(tx, inserted.id, sealed) : inserted;
      await audit(tx, actor, "create", row.id, undefined, row);
      const { answer, warnings } = await afterSave(tx, actor, row, true, locale);
      return { message: text(locale, "cs_school_added"), data: answer, warnings };
    });
  } catch (error) {
    // Two adds of one school at once: the unique index refuses the second.
    if (isUniqueViolation(error, "chain")) throw await listedError(db, input.school_id, undefined, locale);
    throw error;
  }
}

/** The class a row belongs to: the one given (a counseling class the student is in), else their first. */
async function classFor(tx: DbOrTx, studentUserId: number, given: number | null | undefined) {
  if (given === null) return null;
  if (given !== undefined) {
    await checkCounselingClass(tx, studentUserId, given);
    return given;
  }
  return firstCounselingClassOf(tx, studentUserId);
}

/** PATCH counseling-school: fields left out keep their value; an empty password keeps the stored one. */
export async function updateCollected(
  db: DbOrTx,
  config: WriteConfig,
  actor: Actor,
  input: UpdateCollectedSchool,
  locale: Locale,
) {
  const found = await repo.findRow(db, input.id);
  if (!found) throw notFound();
  await assertListEdit(db, actor, found.studentUserId);
  const keyring = input.login_field_password ? await secretKeyring(db, config) : undefined;
  return db.transaction(async (tx) => {
    const before = await repo.findRow(tx, input.id, { forUpdate: true });
    if (!before) throw notFound();
    const patch: RowPatch = {
      ...patchOf({ plan: before.decisionPlan, type: before.applicationType }, input),
      ...sealPassword(input, before.id, keyring),
      updatedBy: actor.id,
    };
    if (input.session_class_id !== undefined)
      patch.sessionClassId = await classFor(tx, before.studentUserId, input.session_class_id);
    const row = await repo.updateRow(tx, before.id, patch);
    await audit(tx, actor, "update", row.id, before, row);
    const { answer, warnings } = await afterSave(tx, actor, row, touchesDeadline(input), locale);
    return { message: text(locale, "cs_saved"), data: answer, warnings };
  });
}

/**
 * POST counseling-school/batch: the schools not yet listed are added (with the class, portal, category
 * and type given); those listed already are skipped and named. Unknown school ids refuse the whole batch.
 */
export async function batchCollected(
  db: DbOrTx,
  config: WriteConfig,
  actor: Actor,
  input: BatchCollectedSchools,
  locale: Locale,
) {
  const studentUserId = input.student_user_id;
  await assertListEdit(db, actor, studentUserId);
  const schoolIds = [...new Set(input.school_ids)];
  const known = await repo.existingSchools(db, schoolIds);
  if (known.size !== schoolIds.length)
    throw new AppError("validation_failed", { fieldErrors: { school_ids: ["v.cs_schools_unknown"] } });
  const cycle = input.cycle ?? currentCycle(schoolToday(new Date(), config.SCHOOL_TIME_ZONE));
  const added = await db.transaction(async (tx) => {
    const listed = new Set(
      (await repo.listedSchools(tx, studentUserId, schoolIds)).map((row) => row.schoolId),
    );
    const classId = await classFor(tx, studentUserId, input.session_class_id);
    const ids: number[] = [];
    for (const schoolId of schoolIds.filter((id) => !listed.has(id))) {
      const row = await repo.insertRow(tx, {
        studentUserId,
        schoolId,
        sessionClassId: classId,
        cycle,
        category: input.category ?? "uncategorized",
        applicationPortal: input.application_portal ?? null,
        type: input.type ?? "DEFAULT",
        createdBy: actor.id,
        updatedBy: actor.id,
      });
      await audit(tx, actor, "create", row.id, undefined, row);
      ids.push(row.id);
    }
    return { ids, skipped: schoolIds.filter((id) => listed.has(id)) };
  });
  const names = await schoolNames(db, added.skipped, locale);
  const data = [];
  for (const id of added.ids) data.push(await readOne(db, actor, id, locale));
  return {
    message:
      data.length === 1
        ? text(locale, "cs_school_added")
        : text(locale, "cs_schools_added", { count: data.length }),
    data,
    skipped: added.skipped.map((schoolId) => ({
      school_id: schoolId,
      school_name: names.get(schoolId) ?? "",
    })),
  };
}

/** DELETE counseling-school/:id and /batch: all or none (any id the caller may not change is 404). */
export async function deleteCollected(db: DbOrTx, actor: Actor, ids: readonly number[], locale: Locale) {
  const unique = [...new Set(ids)];
  const deleted = await db.transaction(async (tx) => {
    const rows = await repo.findRows(tx, unique, { forUpdate: true });
    if (rows.length !== unique.length) throw notFound();
    for (const studentUserId of new Set(rows.map((row) => row.studentUserId)))
      await assertListEdit(tx, actor, studentUserId);
    await repo.deleteRows(tx, unique);
    for (const row of rows) await audit(tx, actor, "delete", row.id, row, undefined);
    return rows.map((row) => row.id);
  });
  return { message: text(locale, "cs_deleted"), deleted };
}
