import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { queryRows } from "../../db/query-rows";
import { enrolledCourseSessions } from "./enrollment.table";

/** An enrolled session straight in the database (tests). */
export async function insertEnrollment(
  db: DbOrTx,
  values: Partial<typeof enrolledCourseSessions.$inferInsert> & { studentEmail: string },
) {
  const [row] = await db
    .insert(enrolledCourseSessions)
    .values({
      courseSessionId: 101,
      studentFirstName: "Stu",
      type: "group",
      tutoringMode: "online",
      currency: "TWD",
      ...values,
    })
    .returning();
  if (!row) throw new Error("no row");
  return row;
}

/** Row counts of every enrollment table plus the outbox and audit log: "nothing written" checks. */
export async function enrollmentCounts(db: DbOrTx) {
  const [row] = await queryRows<Record<string, number>>(
    db,
    sql`select
      (select count(*)::int from enrollment_forms) as forms,
      (select count(*)::int from enrolled_course_sessions) as enrolled,
      (select count(*)::int from enrollment_contracts) as contracts,
      (select count(*)::int from enrolled_session_contacts) as contacts,
      (select count(*)::int from mail_outbox) as mails,
      (select count(*)::int from audit_log) as audit`,
  );
  return row;
}

/** Course sessions for tests, by id (fee in minor units). */
export async function ensureCourseSessions(
  db: DbOrTx,
  sessions: Array<{ id: number; title?: string; fee?: number; currency?: string; active?: boolean }>,
): Promise<true> {
  for (const s of sessions) {
    await db.execute(
      sql`insert into course_sessions (id, title, fee, currency, active, start_date, end_date)
          overriding system value
          values (${s.id}, ${s.title ?? `Session ${s.id}`}, ${s.fee ?? null}, ${s.currency ?? "TWD"}, ${s.active ?? true}, '2026-07-01', '2026-08-31')
          on conflict (id) do nothing`,
    );
  }
  return true;
}
