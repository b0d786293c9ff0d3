import {
  bumpEditedVersions,
  type CreateTestForm,
  exportFormJson,
  type FormEdit,
  FormEditInvalid,
  FormEditMissing,
  type FormPath,
  newFormDocument,
  type TestForm,
  testFormSchema,
} from "@edu/shared/test-engine";
import type { $ZodIssue } from "zod/v4/core";
import type { DbOrTx } from "../../db/database";
import { isUniqueViolation } from "../../db/postgres-errors";
import type { Actor } from "../../http/actor";
import { AppError, fieldError, notFound } from "../../http/app-error";
import { RequestValidationError } from "../../http/validation";
import { formSummaryOf, outlineOf } from "./form-views";
import type { TestFormRow, TestFormVersionRow } from "./test-engine.table";
import * as repo from "./test-forms.repository";

/**
 * Authoring (issue 32): every edit is applied to the latest version's document in one transaction that
 * locks the form row, checked whole (test-form.rules.ts) and stored as a new version. Items and stimuli
 * whose content changed are numbered above their saved version (versioning.ts), so answers already given
 * keep naming the version they answered; attempts keep the form version they started on.
 */

export const editedView = (row: TestFormRow, version: TestFormVersionRow) => ({
  data: {
    ...formSummaryOf(row, version),
    description: version.document.description ?? null,
    outline: outlineOf(version.document),
    document: version.document,
  },
});

/** Issues inside what was edited are answered at the body's fields (`item.stem`), the rest at the document's. */
function issuesAt(issues: readonly $ZodIssue[], at: FormPath, prefix: string[]): $ZodIssue[] {
  return issues.map((issue) => {
    const inside = at.length > 0 && at.every((part, index) => issue.path[index] === part);
    return inside ? { ...issue, path: [...prefix, ...issue.path.slice(at.length)] } : issue;
  });
}

function checked(edit: FormEdit, prefix: string[]): TestForm {
  const parsed = testFormSchema.safeParse(edit.form);
  if (!parsed.success) throw new RequestValidationError(issuesAt(parsed.error.issues, edit.at, prefix));
  return parsed.data;
}

/** Runs a form-edits.ts function: a key not in the form is 404, a key that cannot be used 422. */
function run(edit: () => FormEdit): FormEdit {
  try {
    return edit();
  } catch (error) {
    if (error instanceof FormEditMissing) throw notFound();
    if (error instanceof FormEditInvalid) throw fieldError(error.field, error.messageKey);
    throw error;
  }
}

export type EditRequest = {
  formId: number;
  baseVersion: number;
  edit: (form: TestForm) => FormEdit;
  /** Where issues inside the edited part are answered ("item", "stimulus"; none: the body's own fields). */
  fieldPrefix?: string[];
};

export async function editTestForm(db: DbOrTx, actor: Actor, request: EditRequest, now = new Date()) {
  return db.transaction(async (tx) => {
    const row = await repo.formById(tx, request.formId, true);
    if (!row) throw notFound();
    const latest = await repo.latestVersion(tx, row.id);
    if (latest.version !== request.baseVersion)
      throw new AppError("conflict", {
        message: "te_stale_version",
        details: { version: latest.version, version_id: latest.id },
      });
    const edited = checked(
      run(() => request.edit(latest.document)),
      request.fieldPrefix ?? [],
    );
    const next = bumpEditedVersions(latest.document, edited);
    // Nothing changed (a save without edits): no new version.
    if (exportFormJson(next) === exportFormJson(latest.document)) return editedView(row, latest);
    next.version = Math.max(next.version, latest.version + 1);
    const version = await repo.insertVersion(tx, row.id, next, actor.id);
    const updated = await repo.updateForm(tx, row.id, { testType: next.test_type, title: next.title }, now);
    return editedView(updated, version);
  });
}

/** A new draft from scratch or a copy of another form's latest version (its key must be new: 422 at `key`). */
export async function createTestForm(db: DbOrTx, actor: Actor, body: CreateTestForm) {
  try {
    return await db.transaction(async (tx) => {
      let source: TestForm | undefined;
      if (body.copy_of !== undefined) {
        const from = await repo.formById(tx, body.copy_of);
        if (!from) throw fieldError("copy_of", "not_found");
        source = (await repo.latestVersion(tx, from.id)).document;
      }
      if (await repo.formByKey(tx, body.key)) throw fieldError("key", "v.te_duplicate_key");
      const form = checked({ form: newFormDocument(body, source) as TestForm, at: [] }, []);
      const row = await repo.insertForm(tx, form, actor.id);
      return editedView(row, await repo.insertVersion(tx, row.id, form, actor.id));
    });
  } catch (error) {
    // Two creations of one key at once: the second finds it taken.
    if (isUniqueViolation(error, "chain")) throw fieldError("key", "v.te_duplicate_key");
    throw error;
  }
}
