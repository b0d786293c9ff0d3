import {
  type CreateFaqTopicInput,
  type FaqTopicAdmin,
  type Locale,
  mergeTranslations,
  type UpdateFaqTopicInput,
} from "@edu/shared";
import type { Database, DbOrTx } from "../../db/database";
import { isForeignKeyViolation, isUniqueViolation } from "../../db/postgres-errors";
import type { Actor } from "../../http/actor";
import { conflict, fieldError, notFound } from "../../http/app-error";
import * as repo from "./faq.repository";
import { audit, stored, toTopic, toTopicAdmin } from "./faq-rules";

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
