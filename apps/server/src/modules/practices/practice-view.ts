import type { PracticeOut } from "@edu/shared/practices";
import { type TestForm, testFormObjectSchema } from "@edu/shared/test-engine";
import { desc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { toWireTime } from "../../http/wire-time";
import { testFormVersions } from "../test-engine/test-engine.table";
import { copiedKey } from "./practice-form";
import * as repo from "./practices.repository";
import type { PracticeRow } from "./practices.table";
import { itemSummary, itemsOf, sourceForms } from "./question-bank";

/** The engine form's latest document (a published practice's questions as students get them). */
export async function engineDocument(db: DbOrTx, formId: number): Promise<TestForm | undefined> {
  const [row] = await db
    .select({ document: testFormVersions.document })
    .from(testFormVersions)
    .where(eq(testFormVersions.formId, formId))
    .orderBy(desc(testFormVersions.version))
    .limit(1);
  return row && testFormObjectSchema.parse(row.document);
}

export const questionCount = (row: PracticeRow) =>
  row.sections.reduce((count, section) => count + section.items.length, 0);

/**
 * A practice as its reader sees it. Items are described from the published form (the copies students
 * take, with their versions), else from the bank; an item gone from the bank is left out of the view.
 */
export async function practiceView(db: DbOrTx, row: PracticeRow, canEdit: boolean): Promise<PracticeOut> {
  const published = row.formId === null ? undefined : await engineDocument(db, row.formId);
  const copies = new Map((published ? itemsOf(published) : []).map((item) => [item.key, item]));
  const refs = row.sections.flatMap((section) => section.items);
  const missing = refs.filter((ref) => !copies.has(copiedKey(ref.form_id, ref.item_key)));
  const sources = await sourceForms(
    db,
    missing.map((ref) => ref.form_id),
  );
  const describe = (ref: { form_id: number; item_key: string }) => {
    const copy = copies.get(copiedKey(ref.form_id, ref.item_key));
    if (copy) return { ...itemSummary(ref.form_id, copy), item_key: ref.item_key };
    const source = sources.get(ref.form_id);
    const item = source && itemsOf(source.document).find((candidate) => candidate.key === ref.item_key);
    return item ? itemSummary(ref.form_id, item) : null;
  };
  const sharers = canEdit ? await repo.sharersOf(db, row.id) : null;
  return {
    id: row.id,
    name: row.name,
    duration_minutes: row.durationMinutes,
    due_date: row.dueDate,
    scoring: row.scoring,
    score_table: row.scoreTable,
    show_after: row.showAfter,
    break_seconds: row.breakSeconds,
    share: row.share,
    link_token: canEdit ? row.linkToken : null,
    who_can_use: sharers?.use ?? null,
    who_can_edit: sharers?.edit ?? null,
    sections: row.sections.map((section) => ({
      title: section.title,
      items: section.items.flatMap((ref) => describe(ref) ?? []),
    })),
    question_count: questionCount(row),
    form_id: row.formId,
    locked: (await repo.hasAttempts(db, row.formId)) ? 1 : 0,
    can_edit: canEdit ? 1 : 0,
    created_by: row.createdBy,
    updated_at: toWireTime(row.updatedAt),
  };
}
