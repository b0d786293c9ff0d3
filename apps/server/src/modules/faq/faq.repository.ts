import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { readAll } from "../../db/read-all";
import { faqLabels, faqs, faqTopics } from "./faq.table";

export type FaqTopicRow = typeof faqTopics.$inferSelect;
export type FaqLabelRow = typeof faqLabels.$inferSelect;
export type FaqRow = typeof faqs.$inferSelect & { topicSlug: string };

const escapeLike = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// ---- topics ----

// Qualified by hand: drizzle leaves columns unqualified when one table is selected, and faqs has an "id" too.
const topicFaqCount = (publishedOnly: boolean) =>
  publishedOnly
    ? sql<number>`(select count(*)::int from ${faqs} f where f.faq_topic_id = ${faqTopics}.id and f.is_published)`
    : sql<number>`(select count(*)::int from ${faqs} f where f.faq_topic_id = ${faqTopics}.id)`;

export async function listTopics(db: DbOrTx, publishedOnly: boolean) {
  return db
    .select({ topic: faqTopics, faqCount: topicFaqCount(publishedOnly) })
    .from(faqTopics)
    .orderBy(asc(faqTopics.sortOrder), asc(faqTopics.id));
}

export async function findTopic(db: DbOrTx, id: number, publishedOnly = false) {
  const [row] = await db
    .select({ topic: faqTopics, faqCount: topicFaqCount(publishedOnly) })
    .from(faqTopics)
    .where(eq(faqTopics.id, id));
  return row;
}

export async function findTopicBySlug(db: DbOrTx, slug: string): Promise<FaqTopicRow | undefined> {
  const [row] = await db.select().from(faqTopics).where(eq(faqTopics.slug, slug));
  return row;
}

export async function insertTopic(db: DbOrTx, values: typeof faqTopics.$inferInsert): Promise<FaqTopicRow> {
  const [row] = await db.insert(faqTopics).values(values).returning();
  if (!row) throw new Error("faq topic insert");
  return row;
}

export async function updateTopic(db: DbOrTx, id: number, values: Partial<typeof faqTopics.$inferInsert>) {
  await db
    .update(faqTopics)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(faqTopics.id, id));
}

export async function deleteTopic(db: DbOrTx, id: number): Promise<void> {
  await db.delete(faqTopics).where(eq(faqTopics.id, id));
}

// ---- labels ----

export async function listLabels(db: DbOrTx): Promise<FaqLabelRow[]> {
  return db.select().from(faqLabels).orderBy(asc(faqLabels.sortOrder), asc(faqLabels.id));
}

export async function findLabel(db: DbOrTx, id: number): Promise<FaqLabelRow | undefined> {
  const [row] = await db.select().from(faqLabels).where(eq(faqLabels.id, id));
  return row;
}

export async function insertLabel(db: DbOrTx, values: typeof faqLabels.$inferInsert): Promise<FaqLabelRow> {
  const [row] = await db.insert(faqLabels).values(values).returning();
  if (!row) throw new Error("faq label insert");
  return row;
}

export async function updateLabel(db: DbOrTx, id: number, values: Partial<typeof faqLabels.$inferInsert>) {
  await db
    .update(faqLabels)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(faqLabels.id, id));
}

export async function deleteLabel(db: DbOrTx, id: number): Promise<void> {
  await db.delete(faqLabels).where(eq(faqLabels.id, id));
}

// ---- questions ----

const faqColumns = {
  id: faqs.id,
  faqTopicId: faqs.faqTopicId,
  faqLabelId: faqs.faqLabelId,
  sortOrder: faqs.sortOrder,
  isPublished: faqs.isPublished,
  translations: faqs.translations,
  createdAt: faqs.createdAt,
  updatedAt: faqs.updatedAt,
  topicSlug: faqTopics.slug,
};

export type FaqFilter = {
  topicId?: number;
  topicSlug?: string;
  labelId?: number;
  q?: string;
  isPublished?: boolean;
};

function faqWhere(filter: FaqFilter): SQL | undefined {
  const conditions = [
    filter.topicId !== undefined ? eq(faqs.faqTopicId, filter.topicId) : undefined,
    filter.topicSlug !== undefined ? eq(faqTopics.slug, filter.topicSlug) : undefined,
    filter.labelId !== undefined ? eq(faqs.faqLabelId, filter.labelId) : undefined,
    filter.isPublished !== undefined ? eq(faqs.isPublished, filter.isPublished) : undefined,
    filter.q ? sql`${faqs.translations}::text ilike ${escapeLike(filter.q)}` : undefined,
  ].filter((c) => c !== undefined);
  return conditions.length ? and(...conditions) : undefined;
}

/** Ordered by topic (its order), then each question's order. */
export async function listFaqPage(db: DbOrTx, filter: FaqFilter, page: number, pageSize: number) {
  const where = faqWhere(filter);
  const [rows, [count]] = await readAll(db, [
    () =>
      db
        .select(faqColumns)
        .from(faqs)
        .innerJoin(faqTopics, eq(faqTopics.id, faqs.faqTopicId))
        .where(where)
        .orderBy(asc(faqTopics.sortOrder), asc(faqTopics.id), asc(faqs.sortOrder), asc(faqs.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
    () =>
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(faqs)
        .innerJoin(faqTopics, eq(faqTopics.id, faqs.faqTopicId))
        .where(where),
  ]);
  return { rows: rows as FaqRow[], total: Number(count?.n ?? 0) };
}

export async function findFaq(db: DbOrTx, id: number): Promise<FaqRow | undefined> {
  const [row] = await db
    .select(faqColumns)
    .from(faqs)
    .innerJoin(faqTopics, eq(faqTopics.id, faqs.faqTopicId))
    .where(eq(faqs.id, id));
  return row as FaqRow | undefined;
}

export async function insertFaq(db: DbOrTx, values: typeof faqs.$inferInsert): Promise<number> {
  const [row] = await db.insert(faqs).values(values).returning({ id: faqs.id });
  if (!row) throw new Error("faq insert");
  return row.id;
}

export async function updateFaq(db: DbOrTx, id: number, values: Partial<typeof faqs.$inferInsert>) {
  await db
    .update(faqs)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(faqs.id, id));
}

export async function deleteFaq(db: DbOrTx, id: number): Promise<void> {
  await db.delete(faqs).where(eq(faqs.id, id));
}
