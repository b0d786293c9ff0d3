import {
  type CreateFaqLabelInput,
  type FaqLabelAdmin,
  type Locale,
  mergeTranslations,
  type UpdateFaqLabelInput,
} from "@edu/shared";
import type { Database, DbOrTx } from "../../db/database";
import type { Actor } from "../../http/actor";
import { notFound } from "../../http/app-error";
import * as repo from "./faq.repository";
import { audit, stored, toLabel, toLabelAdmin } from "./faq-rules";

export async function listLabels(db: DbOrTx, locale: Locale) {
  return { data: (await repo.listLabels(db)).map((row) => toLabel(row, locale)) };
}

export async function listLabelsAdmin(db: DbOrTx) {
  return { data: (await repo.listLabels(db)).map(toLabelAdmin) };
}

export async function getLabelAdmin(db: DbOrTx, id: number): Promise<FaqLabelAdmin> {
  const row = await repo.findLabel(db, id);
  if (!row) throw notFound("faq_label_not_found");
  return toLabelAdmin(row);
}

export async function createLabel(db: Database, actor: Actor, input: CreateFaqLabelInput) {
  return db.transaction(async (tx) => {
    const row = await repo.insertLabel(tx, {
      sortOrder: input.sort_order ?? 0,
      translations: stored(input.translations),
    });
    const after = toLabelAdmin(row);
    await audit(tx, actor, "faq_label.create", "faq_label", row.id, undefined, after);
    return after;
  });
}

export async function updateLabel(db: Database, actor: Actor, id: number, input: UpdateFaqLabelInput) {
  return db.transaction(async (tx) => {
    const before = await getLabelAdmin(tx, id);
    await repo.updateLabel(tx, id, {
      ...(input.sort_order !== undefined && { sortOrder: input.sort_order }),
      ...(input.translations && {
        translations: mergeTranslations(stored(before.translations), input.translations),
      }),
    });
    const after = await getLabelAdmin(tx, id);
    await audit(tx, actor, "faq_label.update", "faq_label", id, before, after);
    return after;
  });
}

/** Questions with this label keep their topic and lose the label. */
export async function deleteLabel(db: Database, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await getLabelAdmin(tx, id);
    await repo.deleteLabel(tx, id);
    await audit(tx, actor, "faq_label.delete", "faq_label", id, before);
  });
}
