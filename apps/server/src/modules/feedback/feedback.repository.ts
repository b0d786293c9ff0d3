import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import { countUpTo } from "../../db/count-up-to";
import type { DbOrTx } from "../../db/database";
import { containsPattern } from "../../db/like-pattern";
import { insertedRow } from "../../db/query-rows";
import { readAll } from "../../db/read-all";
import { uploads } from "../uploads/uploads.table";
import { users } from "../users/users.table";
import { feedbackIssues } from "./feedback.table";

export type FeedbackRow = typeof feedbackIssues.$inferSelect & {
  fileId: number | null;
  fileName: string | null;
  creatorFirstName: string | null;
  creatorLastName: string | null;
  creatorUsername: string | null;
};

export async function insertFeedback(db: DbOrTx, values: typeof feedbackIssues.$inferInsert) {
  return insertedRow(
    await db.insert(feedbackIssues).values(values).returning({ id: feedbackIssues.id }),
    "feedback_issues",
  );
}

const selection = {
  issue: feedbackIssues,
  fileId: uploads.id,
  fileName: uploads.originalName,
  creatorFirstName: users.firstName,
  creatorLastName: users.lastName,
  creatorUsername: users.username,
};

function flatten(
  row: { issue: typeof feedbackIssues.$inferSelect } & Omit<
    FeedbackRow,
    keyof typeof feedbackIssues.$inferSelect
  >,
): FeedbackRow {
  const { issue, ...rest } = row;
  return { ...issue, ...rest };
}

export async function listFeedbackPage(
  db: DbOrTx,
  filter: { status?: "open" | "done"; type?: string; q?: string },
  page: number,
  pageSize: number,
) {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(feedbackIssues.status, filter.status));
  if (filter.type) conditions.push(eq(feedbackIssues.type, filter.type as "Bug"));
  if (filter.q) {
    const like = containsPattern(filter.q);
    conditions.push(
      sql`(${feedbackIssues.description} ilike ${like} or ${feedbackIssues.url} ilike ${like})`,
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, total] = await readAll(db, [
    () =>
      db
        .select(selection)
        .from(feedbackIssues)
        .leftJoin(uploads, eq(uploads.id, feedbackIssues.fileUploadId))
        .leftJoin(users, eq(users.id, feedbackIssues.createdBy))
        .where(where)
        .orderBy(desc(feedbackIssues.createdAt), desc(feedbackIssues.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
    () => countUpTo(db, feedbackIssues, where),
  ]);
  return { rows: rows.map(flatten), total };
}

export async function findFeedback(db: DbOrTx, id: number): Promise<FeedbackRow | undefined> {
  const [row] = await db
    .select(selection)
    .from(feedbackIssues)
    .leftJoin(uploads, eq(uploads.id, feedbackIssues.fileUploadId))
    .leftJoin(users, eq(users.id, feedbackIssues.createdBy))
    .where(eq(feedbackIssues.id, id));
  return row ? flatten(row) : undefined;
}

export async function setFeedbackStatus(db: DbOrTx, id: number, status: "open" | "done", by: number) {
  const [row] = await db
    .update(feedbackIssues)
    .set(
      status === "done" ? { status, doneAt: sql`now()`, doneBy: by } : { status, doneAt: null, doneBy: null },
    )
    .where(eq(feedbackIssues.id, id))
    .returning({ id: feedbackIssues.id });
  return row;
}

export async function isFileAttached(db: DbOrTx, uploadId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: feedbackIssues.id })
    .from(feedbackIssues)
    .where(eq(feedbackIssues.fileUploadId, uploadId));
  return Boolean(row);
}
