import {
  bumpEditedVersions,
  exportFormJson,
  type PublishTestForm,
  type TestForm,
  type TestFormsQuery,
} from "@edu/shared/test-engine";
import type { DbOrTx } from "../../db/database";
import { isUniqueViolation } from "../../db/postgres-errors";
import { type Actor, hasRole } from "../../http/actor";
import { conflict, notFound } from "../../http/app-error";
import { toPage } from "../../http/paged-list";
import type { TestFormStartGrant } from "../../module-deps";
import { formSummaryOf, outlineOf } from "./form-views";
import type { TestFormRow } from "./test-engine.table";
import * as repo from "./test-forms.repository";

/** Test editors and staff (and super-admin, who holds every role) author forms. */
export const isTestEditor = (actor: Actor) => hasRole(actor, "test-editor") || hasRole(actor, "staff");

/** Authors, and teachers (who read what they assign and grade), see every form with its answers. */
export const isTestReader = (actor: Actor) => isTestEditor(actor) || hasRole(actor, "teacher");

/** Whether `actor` may see and take the form: readers any; others published public ones. */
const isOpenTo = (actor: Actor, form: TestFormRow) =>
  isTestReader(actor) || (form.status === "published" && form.isPublic);

export async function listTestForms(db: DbOrTx, actor: Actor, query: TestFormsQuery) {
  const { rows, total } = await repo.listForms(db, query, !isTestReader(actor));
  const data = rows.map((row) =>
    formSummaryOf(row.form, { id: Number(row.versionId), version: Number(row.version) }),
  );
  return toPage(data, total, query.page, query.page_size);
}

/**
 * Whether a published form that is not public is the caller's to take: a higher module says so (an assignment or
 * a proctor's admission through `testFormStartGrants`, a practice the caller may use): any one grant admits.
 */
async function granted(db: DbOrTx, actor: Actor, row: TestFormRow, grants: readonly TestFormStartGrant[]) {
  if (row.status !== "published") return false;
  const ask = { userId: actor.id, formId: row.id, now: new Date() };
  for (const grant of grants) if (await grant(db, ask)) return true;
  return false;
}

/** A form the caller may take (or author): its row and latest version; anything else is 404. */
export async function openForm(
  db: DbOrTx,
  actor: Actor,
  id: number,
  grants: readonly TestFormStartGrant[] = [],
) {
  const row = await repo.formById(db, id);
  if (!row || !(isOpenTo(actor, row) || (await granted(db, actor, row, grants)))) throw notFound();
  return { row, version: await repo.latestVersion(db, row.id) };
}

export async function getTestForm(
  db: DbOrTx,
  actor: Actor,
  id: number,
  grants: readonly TestFormStartGrant[] = [],
) {
  const { row, version } = await openForm(db, actor, id, grants);
  const form = version.document;
  return {
    data: {
      ...formSummaryOf(row, version),
      description: form.description ?? null,
      outline: outlineOf(form),
      document: isTestReader(actor) ? form : null,
    },
  };
}

/** The latest version's canonical document and a file name for it (editors only: it holds the keys). */
export async function exportTestForm(db: DbOrTx, id: number) {
  const row = await repo.formById(db, id);
  if (!row) throw notFound();
  const version = await repo.latestVersion(db, row.id);
  return { text: exportFormJson(version.document), fileName: `${row.key}-v${version.version}.json` };
}

/**
 * A document with a new key is a new form (a draft); with a known key it is compared with the latest
 * version: equal → nothing stored; changed → a new version, items and stimuli whose content changed
 * numbered above the saved ones (versioning.ts), so an attempt's answers keep naming what was answered.
 * Versions are never replaced in place, even for a form nobody took yet.
 */
export async function importTestForm(db: DbOrTx, actor: Actor, form: TestForm, now = new Date()) {
  try {
    return await db.transaction(async (tx) => {
      const existing = await repo.formByKey(tx, form.key);
      if (!existing) {
        const row = await repo.insertForm(tx, form, actor.id);
        const version = await repo.insertVersion(tx, row.id, form, actor.id);
        return { data: formSummaryOf(row, version), created: 1 as const };
      }
      const latest = await repo.latestVersion(tx, existing.id);
      const next = bumpEditedVersions(latest.document, form);
      if (exportFormJson(next) === exportFormJson(latest.document))
        return { data: formSummaryOf(existing, latest), created: 0 as const };
      next.version = Math.max(next.version, latest.version + 1);
      const version = await repo.insertVersion(tx, existing.id, next, actor.id);
      const row = await repo.updateForm(
        tx,
        existing.id,
        { testType: next.test_type, title: next.title },
        now,
      );
      return { data: formSummaryOf(row, version), created: 1 as const };
    });
  } catch (error) {
    // Two first imports of one key at once: the second finds the key taken.
    if (isUniqueViolation(error, "chain")) throw conflict();
    throw error;
  }
}

export async function publishTestForm(db: DbOrTx, id: number, body: PublishTestForm, now = new Date()) {
  return db.transaction(async (tx) => {
    const row = await repo.formById(tx, id, true);
    if (!row) throw notFound();
    const updated = await repo.updateForm(
      tx,
      id,
      { status: "published", ...(body.is_public === undefined ? {} : { isPublic: body.is_public }) },
      now,
    );
    return { data: formSummaryOf(updated, await repo.latestVersionRef(tx, id)) };
  });
}
