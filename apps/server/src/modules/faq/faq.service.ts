import {
  type CreateFaqInput,
  type CreateFaqLabelInput,
  type CreateFaqTopicInput,
  type CreateInstructorFaqInput,
  type Faq,
  type FaqAdmin,
  type FaqAdminListQuery,
  type FaqLabel,
  type FaqLabelAdmin,
  type FaqListQuery,
  type FaqTopic,
  type FaqTopicAdmin,
  findMissingLocales,
  INSTRUCTOR_FAQ_TOPIC_SLUG,
  type Locale,
  mergeTranslations,
  resolveTranslations,
  type UpdateFaqInput,
  type UpdateFaqLabelInput,
  type UpdateFaqTopicInput,
} from "@edu/shared";
import type { Database, DbOrTx } from "../../db/database";
import { isForeignKeyViolation, isUniqueViolation } from "../../db/postgres-errors";
import type { Actor } from "../../http/actor";
import { conflict, fieldError, notFound } from "../../http/app-error";
import { toPage } from "../../http/paged-list";
import { recordAudit } from "../audit";
import type { StoredTranslations } from "../content";
import * as repo from "./faq.repository";

const text = (value: unknown) => (typeof value === "string" ? value : "");
const stored = (translations: unknown) => translations as StoredTranslations;

// ---- DTOs ----

function toTopic(row: repo.FaqTopicRow, faqCount: number, locale: Locale): FaqTopic {
  const { values, missing_locales } = resolveTranslations(row.translations, locale);
  return {
    id: row.id,
    slug: row.slug,
    sort_order: row.sortOrder,
    name: text(values.name),
    description: text(values.description),
    faq_count: Number(faqCount),
    locale,
    missing_locales,
  };
}

const toTopicAdmin = (row: repo.FaqTopicRow, faqCount: number): FaqTopicAdmin => ({
  id: row.id,
  slug: row.slug,
  sort_order: row.sortOrder,
  translations: { en: {}, ...row.translations } as FaqTopicAdmin["translations"],
  missing_locales: findMissingLocales(row.translations),
  faq_count: Number(faqCount),
  updated_at: row.updatedAt.toISOString(),
});

function toLabel(row: repo.FaqLabelRow, locale: Locale): FaqLabel {
  const { values, missing_locales } = resolveTranslations(row.translations, locale);
  return { id: row.id, sort_order: row.sortOrder, name: text(values.name), locale, missing_locales };
}

const toLabelAdmin = (row: repo.FaqLabelRow): FaqLabelAdmin => ({
  id: row.id,
  sort_order: row.sortOrder,
  translations: { en: {}, ...row.translations } as FaqLabelAdmin["translations"],
  missing_locales: findMissingLocales(row.translations),
  updated_at: row.updatedAt.toISOString(),
});

function toFaq(row: repo.FaqRow, locale: Locale): Faq {
  const { values, missing_locales } = resolveTranslations(row.translations, locale);
  return {
    id: row.id,
    faq_topic_id: row.faqTopicId,
    faq_topic_slug: row.topicSlug,
    faq_label_id: row.faqLabelId,
    sort_order: row.sortOrder,
    question: text(values.question),
    answer: text(values.answer),
    locale,
    missing_locales,
  };
}

const toFaqAdmin = (row: repo.FaqRow): FaqAdmin => ({
  id: row.id,
  faq_topic_id: row.faqTopicId,
  faq_topic_slug: row.topicSlug,
  faq_label_id: row.faqLabelId,
  sort_order: row.sortOrder,
  is_published: row.isPublished,
  translations: { en: {}, ...row.translations } as FaqAdmin["translations"],
  missing_locales: findMissingLocales(row.translations),
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

function audit(
  tx: DbOrTx,
  actor: Actor,
  action: string,
  targetType: string,
  targetId: number,
  before?: unknown,
  after?: unknown,
) {
  return recordAudit(tx, {
    actorId: actor.id,
    action,
    targetType,
    targetId,
    before,
    after,
    requestId: actor.requestId,
  });
}

// ---- topics ----

export async function listTopics(db: DbOrTx, locale: Locale) {
  return { data: (await repo.listTopics(db, true)).map((r) => toTopic(r.topic, r.faqCount, locale)) };
}

export async function listTopicsAdmin(db: DbOrTx) {
  return { data: (await repo.listTopics(db, false)).map((r) => toTopicAdmin(r.topic, r.faqCount)) };
}

export async function getTopicAdmin(db: DbOrTx, id: number): Promise<FaqTopicAdmin> {
  const row = await repo.findTopic(db, id);
  if (!row) throw notFound("faq_topic_not_found");
  return toTopicAdmin(row.topic, row.faqCount);
}

async function withUniqueSlug<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError("slug", "faq_topic_slug_taken");
    throw error;
  }
}

async function assertSlugFree(db: DbOrTx, slug: string, exceptId?: number) {
  const existing = await repo.findTopicBySlug(db, slug);
  if (existing && existing.id !== exceptId) throw fieldError("slug", "faq_topic_slug_taken");
}

export async function createTopic(db: Database, actor: Actor, input: CreateFaqTopicInput) {
  return withUniqueSlug(() =>
    db.transaction(async (tx) => {
      await assertSlugFree(tx, input.slug);
      const row = await repo.insertTopic(tx, {
        slug: input.slug,
        sortOrder: input.sort_order ?? 0,
        translations: stored(input.translations),
      });
      const after = await getTopicAdmin(tx, row.id);
      await audit(tx, actor, "faq_topic.create", "faq_topic", row.id, undefined, after);
      return after;
    }),
  );
}

export async function updateTopic(db: Database, actor: Actor, id: number, input: UpdateFaqTopicInput) {
  return withUniqueSlug(() =>
    db.transaction(async (tx) => {
      const before = await getTopicAdmin(tx, id);
      if (input.slug !== undefined) await assertSlugFree(tx, input.slug, id);
      await repo.updateTopic(tx, id, {
        ...(input.slug !== undefined && { slug: input.slug }),
        ...(input.sort_order !== undefined && { sortOrder: input.sort_order }),
        ...(input.translations && {
          translations: mergeTranslations(stored(before.translations), input.translations),
        }),
      });
      const after = await getTopicAdmin(tx, id);
      await audit(tx, actor, "faq_topic.update", "faq_topic", id, before, after);
      return after;
    }),
  );
}

/** A topic that still has questions is refused (409): questions are never deleted by accident. */
export async function deleteTopic(db: Database, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await getTopicAdmin(tx, id);
    if (before.faq_count > 0) throw conflict("faq_topic_not_empty");
    try {
      await repo.deleteTopic(tx, id);
    } catch (error) {
      // A question added meanwhile: the foreign key (restrict) refuses.
      if (isForeignKeyViolation(error)) throw conflict("faq_topic_not_empty");
      throw error;
    }
    await audit(tx, actor, "faq_topic.delete", "faq_topic", id, before);
  });
}

// ---- labels ----

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
