import { displayName } from "@edu/shared";
import type { EssayStatus } from "@edu/shared/counseling-essays";
import { and, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { counselingSchools } from "../counseling-schools";
import { schools } from "../schools";
import { users } from "../users";
import {
  counselingEssayComments,
  counselingEssays,
  counselingEssayVersions,
  type EssayRow,
} from "./counseling-essays.table";

export type Person = { id: number; name: string };

/** Names of the people an answer mentions, in one query. */
export async function peopleByIds(db: DbOrTx, ids: Array<number | null>): Promise<Map<number, Person>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      first_name: users.firstName,
      last_name: users.lastName,
    })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, { id: row.id, name: displayName(row, row.username) }]));
}

/** Open first comments per essay (the list's "N open" badge). */
const openComments = sql<number>`(select count(*)::int from ${counselingEssayComments} oc
  where oc.essay_id = ${counselingEssays.id} and oc.parent_id is null and oc.status = 'open')`;

const essayColumns = {
  essay: counselingEssays,
  schoolName: schools.nameEn,
  openComments,
};

const withSchool = (db: DbOrTx) =>
  db
    .select(essayColumns)
    .from(counselingEssays)
    .leftJoin(counselingSchools, eq(counselingSchools.id, counselingEssays.counselingSchoolId))
    .leftJoin(schools, eq(schools.id, counselingSchools.schoolId));

export type EssayWithSchool = { essay: EssayRow; schoolName: string | null; openComments: number };

export async function readEssay(db: DbOrTx, id: number): Promise<EssayWithSchool | undefined> {
  const [row] = await withSchool(db).where(eq(counselingEssays.id, id));
  return row;
}

/** The essay row locked for a change (a concurrent save waits, then sees the new version). */
export async function lockEssay(db: DbOrTx, id: number): Promise<EssayRow | undefined> {
  const [row] = await db.select().from(counselingEssays).where(eq(counselingEssays.id, id)).for("update");
  return row;
}

export async function listEssays(
  db: DbOrTx,
  filter: { studentUserId: number; counselingSchoolId?: number; status?: EssayStatus },
  page: number,
  pageSize: number,
): Promise<{ rows: EssayWithSchool[]; total: number }> {
  const where = and(
    eq(counselingEssays.studentUserId, filter.studentUserId),
    filter.counselingSchoolId === undefined
      ? undefined
      : eq(counselingEssays.counselingSchoolId, filter.counselingSchoolId),
    filter.status === undefined ? undefined : eq(counselingEssays.status, filter.status),
  );
  const rows = await withSchool(db)
    .where(where)
    .orderBy(desc(counselingEssays.updatedAt), desc(counselingEssays.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [counted] = await db.select({ n: count() }).from(counselingEssays).where(where);
  return { rows, total: counted?.n ?? 0 };
}

/** The school row when it is on this student's list. */
export async function schoolOfStudent(db: DbOrTx, counselingSchoolId: number, studentUserId: number) {
  const [row] = await db
    .select({ id: counselingSchools.id })
    .from(counselingSchools)
    .where(
      and(eq(counselingSchools.id, counselingSchoolId), eq(counselingSchools.studentUserId, studentUserId)),
    );
  return row;
}

export async function latestVersion(db: DbOrTx, essayId: number) {
  const [row] = await db
    .select()
    .from(counselingEssayVersions)
    .where(eq(counselingEssayVersions.essayId, essayId))
    .orderBy(desc(counselingEssayVersions.id))
    .limit(1);
  return row;
}

export async function listVersions(db: DbOrTx, essayId: number, page: number, pageSize: number) {
  const rows = await db
    .select({
      id: counselingEssayVersions.id,
      authorId: counselingEssayVersions.authorId,
      startedAt: counselingEssayVersions.startedAt,
      savedAt: counselingEssayVersions.savedAt,
      wordCount: counselingEssayVersions.wordCount,
    })
    .from(counselingEssayVersions)
    .where(eq(counselingEssayVersions.essayId, essayId))
    .orderBy(desc(counselingEssayVersions.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [counted] = await db
    .select({ n: count() })
    .from(counselingEssayVersions)
    .where(eq(counselingEssayVersions.essayId, essayId));
  return { rows, total: counted?.n ?? 0 };
}

export async function readVersion(db: DbOrTx, essayId: number, versionId: number) {
  const [row] = await db
    .select()
    .from(counselingEssayVersions)
    .where(and(eq(counselingEssayVersions.essayId, essayId), eq(counselingEssayVersions.id, versionId)));
  return row;
}

export async function listComments(db: DbOrTx, essayId: number) {
  return db
    .select()
    .from(counselingEssayComments)
    .where(eq(counselingEssayComments.essayId, essayId))
    .orderBy(counselingEssayComments.id);
}

export async function readComment(db: DbOrTx, id: number, lock = false) {
  const query = db.select().from(counselingEssayComments).where(eq(counselingEssayComments.id, id));
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

export async function countComments(db: DbOrTx, essayId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(counselingEssayComments)
    .where(eq(counselingEssayComments.essayId, essayId));
  return row?.n ?? 0;
}

/** A thread's first comment of this essay (replies go one level deep). */
export async function threadStart(db: DbOrTx, essayId: number, commentId: number) {
  const [row] = await db
    .select({ id: counselingEssayComments.id })
    .from(counselingEssayComments)
    .where(
      and(
        eq(counselingEssayComments.id, commentId),
        eq(counselingEssayComments.essayId, essayId),
        isNull(counselingEssayComments.parentId),
      ),
    );
  return row;
}
