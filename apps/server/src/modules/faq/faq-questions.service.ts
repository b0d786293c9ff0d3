import {
  type CreateFaqInput,
  type CreateInstructorFaqInput,
  type FaqAdmin,
  type FaqAdminListQuery,
  type FaqListQuery,
  INSTRUCTOR_FAQ_TOPIC_SLUG,
  type Locale,
  mergeTranslations,
  type UpdateFaqInput,
} from "@edu/shared";
import type { Database, DbOrTx } from "../../db/database";
import type { Actor } from "../../http/actor";
import { fieldError, notFound } from "../../http/app-error";
import { toPage } from "../../http/paged-list";
import * as repo from "./faq.repository";
import { audit, stored, toFaq, toFaqAdmin } from "./faq-rules";

// ---- questions ----

export async function listFaqs(db: DbOrTx, query: FaqListQuery, locale: Locale) {
  const { rows, total } = await repo.listFaqPage(
    db,
    {
      topicId: query.faq_topic_id,
      topicSlug: query.faq_topic_slug,
      labelId: query.faq_label_id,
      q: query.q,
      isPublished: true,
    },
    query.page,
    query.page_size,
  );
  return toPage(
    rows.map((row) => toFaq(row, locale)),
    total,
    query.page,
    query.page_size,
  );
}

export async function listFaqsAdmin(db: DbOrTx, query: FaqAdminListQuery) {
  const { rows, total } = await repo.listFaqPage(
    db,
    {
      topicId: query.faq_topic_id,
      topicSlug: query.faq_topic_slug,
      labelId: query.faq_label_id,
      q: query.q,
      isPublished: query.is_published,
    },
    query.page,
    query.page_size,
  );
  return toPage(rows.map(toFaqAdmin), total, query.page, query.page_size);
}

export async function getFaqAdmin(db: DbOrTx, id: number): Promise<FaqAdmin> {
  const row = await repo.findFaq(db, id);
  if (!row) throw notFound();
  return toFaqAdmin(row);
}

async function assertRefs(db: DbOrTx, topicId: number | undefined, labelId: number | null | undefined) {
  if (topicId !== undefined && !(await repo.findTopic(db, topicId))) {
    throw fieldError("faq_topic_id", "faq_topic_not_found");
  }
  if (labelId != null && !(await repo.findLabel(db, labelId))) {
    throw fieldError("faq_label_id", "faq_label_not_found");
  }
}

async function insertFaqIn(tx: DbOrTx, actor: Actor, topicId: number, input: CreateInstructorFaqInput) {
  await assertRefs(tx, undefined, input.faq_label_id);
  const id = await repo.insertFaq(tx, {
    faqTopicId: topicId,
    faqLabelId: input.faq_label_id ?? null,
    sortOrder: input.sort_order ?? 0,
    isPublished: input.is_published ?? true,
    translations: stored(input.translations),
  });
  const after = await getFaqAdmin(tx, id);
  await audit(tx, actor, "faq.create", "faq", id, undefined, after);
  return after;
}

export async function createFaq(db: Database, actor: Actor, input: CreateFaqInput): Promise<FaqAdmin> {
  return db.transaction(async (tx) => {
    await assertRefs(tx, input.faq_topic_id, undefined);
    return insertFaqIn(tx, actor, input.faq_topic_id, input);
  });
}

export async function updateFaq(
  db: Database,
  actor: Actor,
  id: number,
  input: UpdateFaqInput,
): Promise<FaqAdmin> {
  return db.transaction(async (tx) => {
    const before = await getFaqAdmin(tx, id);
    await assertRefs(tx, input.faq_topic_id, input.faq_label_id);
    await repo.updateFaq(tx, id, {
      ...(input.faq_topic_id !== undefined && { faqTopicId: input.faq_topic_id }),
      ...(input.faq_label_id !== undefined && { faqLabelId: input.faq_label_id }),
      ...(input.sort_order !== undefined && { sortOrder: input.sort_order }),
      ...(input.is_published !== undefined && { isPublished: input.is_published }),
      ...(input.translations && {
        translations: mergeTranslations(stored(before.translations), input.translations),
      }),
    });
    const after = await getFaqAdmin(tx, id);
    await audit(tx, actor, "faq.update", "faq", id, before, after);
    return after;
  });
}

export async function deleteFaq(db: Database, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await getFaqAdmin(tx, id);
    await repo.deleteFaq(tx, id);
    await audit(tx, actor, "faq.delete", "faq", id, before);
  });
}

// ---- instructor FAQ: the questions of the "instructors" topic ----

export async function listInstructorFaqs(db: DbOrTx, locale: Locale) {
  const { rows } = await repo.listFaqPage(
    db,
    { topicSlug: INSTRUCTOR_FAQ_TOPIC_SLUG, isPublished: true },
    1,
    500,
  );
  return { data: rows.map((row) => toFaq(row, locale)) };
}

const INSTRUCTOR_TOPIC_NAMES = {
  en: { name: "Instructor FAQ", description: "" },
  "zh-CN": { name: "师资常见问题", description: "" },
  "zh-TW": { name: "師資常見問題", description: "" },
};

/** Creates the instructors topic on first use (concurrent first uses meet on the unique slug). */
async function ensureInstructorTopic(tx: DbOrTx): Promise<number> {
  const existing = await repo.findTopicBySlug(tx, INSTRUCTOR_FAQ_TOPIC_SLUG);
  if (existing) return existing.id;
  const row = await repo.insertTopic(tx, {
    slug: INSTRUCTOR_FAQ_TOPIC_SLUG,
    sortOrder: 900,
    translations: INSTRUCTOR_TOPIC_NAMES,
  });
  return row.id;
}

export async function createInstructorFaq(
  db: Database,
  actor: Actor,
  input: CreateInstructorFaqInput,
): Promise<FaqAdmin> {
  return db.transaction(async (tx) => insertFaqIn(tx, actor, await ensureInstructorTopic(tx), input));
}
