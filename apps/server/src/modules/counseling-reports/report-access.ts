import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import type { Actor } from "../../http/actor";
import { notFound } from "../../http/app-error";
import { counselingAccessOf } from "../counseling-profile";
import { assertClassRead, assertClassWrite, type ClassRole } from "../counseling-tasks";
import { counselingReports } from "./counseling-reports.table";
import type { ReportRow } from "./report-view";

export async function findReport(db: DbOrTx, id: number, lock = false): Promise<ReportRow | undefined> {
  const query = db.select().from(counselingReports).where(eq(counselingReports.id, id));
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

/**
 * Who reads a report: the class's counselors and super-admin any; the student and their linked parents
 * (counseling-profile's rule for that student) a sent one only. Anyone else, and a reader asking for a
 * draft, 404: a draft does not exist for them yet.
 */
export async function reportForRead(db: DbOrTx, actor: Actor, id: number) {
  const row = await findReport(db, id);
  if (!row) throw notFound();
  const role = await assertClassRead(db, actor, row.sessionClassId);
  if (role === "student" || role === "parent") {
    const access = await counselingAccessOf(db, actor, row.studentUserId);
    if (!access.read || access.as !== role || row.state !== "sent") throw notFound();
  }
  return { row, role };
}

/** The class's counselors and super-admin write (the student and parents of the class: 403). */
export async function reportForWrite(
  db: DbOrTx,
  actor: Actor,
  id: number,
): Promise<{ row: ReportRow; role: ClassRole }> {
  const row = await findReport(db, id, true);
  if (!row) throw notFound();
  return { row, role: await assertClassWrite(db, actor, row.sessionClassId) };
}
