import type { EnrollmentStatus, PaymentStatus } from "@edu/shared";
import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { countUpTo } from "../../db/count-up-to";
import type { DbOrTx } from "../../db/database";
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

function whereOf(filters: EnrolledSessionFilters): SQL | undefined {
  const t = enrolledCourseSessions;
  const conditions: Array<SQL | undefined> = [
    filters.status ? eq(t.status, filters.status) : sql`${t.status} <> 'delete'`,
    filters.paymentStatus ? eq(t.paymentStatus, filters.paymentStatus) : undefined,
    filters.isRead === undefined ? undefined : eq(t.isRead, filters.isRead),
    filters.courseSessionId ? eq(t.courseSessionId, filters.courseSessionId) : undefined,
    filters.from ? sql`${t.createdAt} >= ${filters.from}::date` : undefined,
    filters.to ? sql`${t.createdAt} < (${filters.to}::date + 1)` : undefined,
  ];
  if (filters.q) {
    const pattern = `%${filters.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      sql`(${t.studentFirstName} || ' ' || ${t.studentLastName} || ' ' || ${t.studentEmail}::text || ' ' || ${t.contactName} || ' ' || ${t.contactEmail}::text) ilike ${pattern}`,
    );
  }
  if (filters.visibleTo !== undefined) {
    const me = filters.visibleTo;
    conditions.push(
      sql`(${t.studentUserId} = ${me} or ${t.parentUserId} = ${me} or exists (select 1 from ${parentStudents} ps where ps.parent_id = ${me} and ps.student_id = ${t.studentUserId}))`,
    );
  }
  const present = conditions.filter((c): c is SQL => c !== undefined);
  return present.length ? and(...present) : undefined;
}

export async function listEnrolledSessionRows(
  db: DbOrTx,
  filters: EnrolledSessionFilters,
  paging: { limit: number; offset: number },
): Promise<{ rows: EnrolledSessionRow[]; total: number }> {
  const where = whereOf(filters);
  const t = enrolledCourseSessions;
  const [rows, count] = await Promise.all([
    db
      .select()
      .from(t)
      .where(where)
      .orderBy(asc(t.isRead), desc(t.createdAt), desc(t.id))
      .limit(paging.limit)
      .offset(paging.offset),
    countUpTo(db, t, where),
  ]);
  return { rows, total: count };
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
