import {
  ENROLLMENT_STATUSES,
  type EnrollmentStatus,
  PAYMENT_STATUSES,
  type PaymentStatus,
} from "@edu/shared";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { containsPattern } from "../../db/like-pattern";
import {
  boolLiteral,
  countRelation,
  enumLiteral,
  intLiteral,
  limitOffsetText,
  totalOf,
} from "../../db/list-page";
import { queryPrepared } from "../../db/prepared-text";
import { columnsOf } from "../../db/raw-query";
import { parentStudents } from "../users";
import { enrolledCourseSessions, enrollmentContracts } from "./enrollment.table";

export type EnrolledSessionRow = typeof enrolledCourseSessions.$inferSelect;
export type NewEnrolledSession = typeof enrolledCourseSessions.$inferInsert;
export type ContractRow = typeof enrollmentContracts.$inferSelect;

export async function insertEnrolledSessions(
  tx: DbOrTx,
  rows: NewEnrolledSession[],
): Promise<EnrolledSessionRow[]> {
  if (rows.length === 0) return [];
  return tx.insert(enrolledCourseSessions).values(rows).returning();
}

export async function findEnrolledSession(db: DbOrTx, id: number, lock = false) {
  const query = db.select().from(enrolledCourseSessions).where(eq(enrolledCourseSessions.id, id));
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

export async function findEnrolledSessions(db: DbOrTx, ids: number[], lock = false) {
  if (ids.length === 0) return [];
  const query = db.select().from(enrolledCourseSessions).where(inArray(enrolledCourseSessions.id, ids));
  return lock ? query.orderBy(asc(enrolledCourseSessions.id)).for("update") : query;
}

export async function updateEnrolledSession(tx: DbOrTx, id: number, changes: Partial<NewEnrolledSession>) {
  const [row] = await tx
    .update(enrolledCourseSessions)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(enrolledCourseSessions.id, id))
    .returning();
  return row;
}

/** Active enrollments (normal, archive) already holding one of these student emails in these sessions. */
export async function findActiveEmailUses(db: DbOrTx, courseSessionIds: number[], emails: string[]) {
  if (courseSessionIds.length === 0 || emails.length === 0) return [];
  return db
    .select({
      courseSessionId: enrolledCourseSessions.courseSessionId,
      email: enrolledCourseSessions.studentEmail,
    })
    .from(enrolledCourseSessions)
    .where(
      and(
        inArray(enrolledCourseSessions.courseSessionId, courseSessionIds),
        sql`lower(${enrolledCourseSessions.studentEmail}::text) in (${sql.join(
          emails.map((email) => sql`${email.toLowerCase()}`),
          sql`, `,
        )})`,
        inArray(enrolledCourseSessions.status, ["normal", "archive"]),
      ),
    );
}

export type EnrolledSessionFilters = {
  status?: EnrollmentStatus;
  paymentStatus?: PaymentStatus;
  isRead?: boolean;
  courseSessionId?: number;
  q?: string;
  from?: string;
  to?: string;
  /** Only enrollments this user may see as student or parent (own, child's). */
  visibleTo?: number;
};

const ENROLLMENT = columnsOf(enrolledCourseSessions, "e", "e_");
/** What a list shows of a contract (not its body). */
const CONTRACT_SUMMARY_KEYS = [
  "id",
  "title",
  "feeAmount",
  "currency",
  "createdAt",
  "sentAt",
  "signedAt",
  "signerName",
  "signerIp",
  "signerUserId",
] as const satisfies ReadonlyArray<keyof ContractRow>;
export type ContractSummaryRow = Pick<ContractRow, (typeof CONTRACT_SUMMARY_KEYS)[number]>;
const CONTRACT = columnsOf(enrollmentContracts, "c", "c_", CONTRACT_SUMMARY_KEYS);

/** The list filters as SQL text over alias `e`, with their parameters. */
function whereText(filters: EnrolledSessionFilters): { text: string; params: unknown[] } {
  const params: unknown[] = [];
  const p = (value: unknown) => param(params, value);
  // Enum and flag filters as literals: the named list statement then keeps one plan per shape instead of
  // planning again on every run (db/list-page.ts; status and payment 0.9 → 0.5 ms of PostgreSQL CPU).
  const conditions: string[] = [
    filters.status
      ? `e.status = ${enumLiteral(filters.status, ENROLLMENT_STATUSES)}`
      : `e.status <> 'delete'`,
  ];
  if (filters.paymentStatus)
    conditions.push(`e.payment_status = ${enumLiteral(filters.paymentStatus, PAYMENT_STATUSES)}`);
  if (filters.isRead !== undefined) conditions.push(`e.is_read = ${boolLiteral(filters.isRead)}`);
  if (filters.courseSessionId) conditions.push(`e.course_session_id = ${p(filters.courseSessionId)}`);
  if (filters.from) conditions.push(`e.created_at >= ${p(filters.from)}::date`);
  if (filters.to) conditions.push(`e.created_at < (${p(filters.to)}::date + 1)`);
  // q matches the stored lower-case names and emails (migration 0047, trigram-indexed) with LIKE on the lower-cased
  // words: the same matches as ILIKE on the columns, without lower-casing every candidate row (q=chen on 100k
  // enrollments: 9.5 ms of PostgreSQL CPU per request with ILIKE).
  if (filters.q) conditions.push(`e.search_text like lower(${p(containsPattern(filters.q))})`);
  if (filters.visibleTo !== undefined) {
    const me = p(filters.visibleTo);
    conditions.push(
      `(e.student_user_id = ${me} or e.parent_user_id = ${me} or exists (select 1 from parent_students ps where ps.parent_id = ${me} and ps.student_id = e.student_user_id))`,
    );
  }
  return { text: conditions.join(" and "), params };
}

const ORDER = "e.is_read asc, e.created_at desc, e.id desc";

export type EnrolledSessionListRow = {
  row: EnrolledSessionRow;
  courseSessionTitle: string | null;
  /** The session's stored translations: the title is resolved for the reader (toEnrolledSessionListDtos). */
  courseSessionTranslations: Record<string, Record<string, string>> | null;
  contract: ContractSummaryRow | undefined;
};

/**
 * One page of enrollments (unread first, newest first) with each one's course session title and
 * contract, and the matches counted up to LIST_COUNT_CAP (1,001), in one statement and one round trip (it was
 * four: page, count, titles, contracts).
 */
export async function listEnrolledSessionPage(
  db: DbOrTx,
  filters: EnrolledSessionFilters,
  paging: { limit: number; offset: number; afterId?: number },
): Promise<{ items: EnrolledSessionListRow[]; total: number }> {
  const where = whereText(filters);
  const params = [...where.params];
  // The first pages' limit and offset as literals (db/list-page.ts: the default page 1.0 → 0.5 ms).
  const limit = intLiteral(paging.limit);
  let page: string;
  let keyRow = "";
  if (paging.afterId === undefined) {
    page = `select * from enrolled_course_sessions e where ${where.text}
            order by ${ORDER} ${limitOffsetText(paging, params)}`;
  } else {
    // Keyset: the rows after row k in ORDER, read from enrolled_sessions_list_idx at k's position
    // (0.3 ms at row 50,000, where offset 50,000 cost 37 ms). ORDER mixes directions, so the unread
    // rows after k and the read rows after them are two index ranges, merged; k's values reach the
    // index conditions as init-plan parameters (a join to k would filter the whole index instead).
    keyRow = `with k as (select is_read, created_at, id from enrolled_course_sessions where id = $${params.push(paging.afterId)}) `;
    page = `select * from (
              (select * from enrolled_course_sessions e where ${where.text} and e.is_read = (select is_read from k)
                 and (e.created_at, e.id) < ((select created_at from k), (select id from k))
               order by ${ORDER} limit ${limit})
              union all
              (select * from enrolled_course_sessions e where ${where.text} and e.is_read > (select is_read from k)
               order by ${ORDER} limit ${limit})
            ) e order by ${ORDER} limit ${limit}`;
  }
  const totalFrom = countRelation(`from enrolled_course_sessions e where ${where.text}`);
  const text = `${keyRow}select n.total, ${ENROLLMENT.select}, cs.title as course_session_title, cs.translations as course_session_translations, ${CONTRACT.select}
    from ${totalFrom}
    left join lateral (${page}) e on true
    left join course_sessions cs on cs.id = e.course_session_id
    left join enrollment_contracts c on c.enrolled_session_id = e.id
    order by ${ORDER}`;
  const rows = await queryPrepared<Record<string, unknown>>(db, text, params);
  const total = totalOf(rows);
  const items: EnrolledSessionListRow[] = [];
  for (const raw of rows) {
    if (raw.e_id === null) continue; // no page rows: the count's row alone
    items.push({
      row: ENROLLMENT.read(raw),
      courseSessionTitle: (raw.course_session_title as string | null) ?? null,
      courseSessionTranslations:
        (raw.course_session_translations as EnrolledSessionListRow["courseSessionTranslations"]) ?? null,
      contract: raw.c_id === null ? undefined : CONTRACT.read(raw),
    });
  }
  return { items, total };
}

/**
 * How many enrollments match the list's filters (the same `whereText` as the list), counted in SQL
 * without reading rows or capping: the home page's counts.
 */
export async function countEnrolledSessions(db: DbOrTx, filters: EnrolledSessionFilters): Promise<number> {
  const where = whereText(filters);
  const [row] = await queryPrepared<{ n: number }>(
    db,
    `select count(*)::int as n from enrolled_course_sessions e where ${where.text}`,
    where.params,
  );
  return Number(row?.n ?? 0);
}

/** Enrollments the user sees as family (the my-enrollments list) whose contract is not signed yet. */
export async function countUnsignedContractsVisibleTo(db: DbOrTx, userId: number): Promise<number> {
  const where = whereText({ visibleTo: userId });
  const [row] = await queryPrepared<{ n: number }>(
    db,
    `select count(*)::int as n from enrolled_course_sessions e
      join enrollment_contracts c on c.enrolled_session_id = e.id
      where ${where.text} and c.signed_at is null`,
    where.params,
  );
  return Number(row?.n ?? 0);
}

function param(params: unknown[], value: unknown): string {
  params.push(value);
  return `$${params.length}`;
}

export async function findContractsOf(
  db: DbOrTx,
  enrolledSessionIds: number[],
): Promise<Map<number, ContractRow>> {
  if (enrolledSessionIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(enrollmentContracts)
    .where(inArray(enrollmentContracts.enrolledSessionId, enrolledSessionIds));
  return new Map(rows.map((row) => [row.enrolledSessionId, row]));
}

/** Is this user the enrollment's student, its parent, or a parent of its student? */
export async function isEnrollmentFamily(
  db: DbOrTx,
  row: EnrolledSessionRow,
  userId: number,
): Promise<boolean> {
  if (row.studentUserId === userId || row.parentUserId === userId) return true;
  if (row.studentUserId === null) return false;
  const [link] = await db
    .select({ parentId: parentStudents.parentId })
    .from(parentStudents)
    .where(and(eq(parentStudents.parentId, userId), eq(parentStudents.studentId, row.studentUserId)));
  return Boolean(link);
}
