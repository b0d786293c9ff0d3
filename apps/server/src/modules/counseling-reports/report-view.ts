import { displayName, type Locale, type MessageKey, translateMessage } from "@edu/shared";
import type { CounselingReport, CounselingReportItem } from "@edu/shared/counseling-reports";
import { inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { toWireTime, toWireTimeOrNull } from "../../http/wire-time";
import type { ClassRole } from "../counseling-tasks";
import { users } from "../users";
import type { counselingReports } from "./counseling-reports.table";

export type ReportRow = typeof counselingReports.$inferSelect;

export const text = (locale: Locale, key: MessageKey) => translateMessage(locale, key);

/** Users' display names by id (王美玲 for CJK names); a removed user is "—". */
export async function namesOf(db: DbOrTx, ids: number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, first: users.firstName, last: users.lastName, username: users.username })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(
    rows.map((row) => [
      row.id,
      displayName({ first_name: row.first, last_name: row.last, username: row.username }),
    ]),
  );
}

const named = (names: Map<number, string>, id: number) => ({ id, name: names.get(id) ?? "—" });

export async function toItems(db: DbOrTx, rows: ReportRow[]): Promise<CounselingReportItem[]> {
  const names = await namesOf(
    db,
    rows.map((row) => row.studentUserId),
  );
  return rows.map((row) => ({
    id: row.id,
    session_class_id: row.sessionClassId,
    student: named(names, row.studentUserId),
    month: row.month,
    state: row.state,
    sent_at: toWireTimeOrNull(row.sentAt),
    updated_at: toWireTime(row.updatedAt),
  }));
}

export async function toReport(db: DbOrTx, row: ReportRow, role: ClassRole): Promise<CounselingReport> {
  const names = await namesOf(db, [row.studentUserId, ...(row.sentBy ? [row.sentBy] : [])]);
  return {
    id: row.id,
    session_class_id: row.sessionClassId,
    student: named(names, row.studentUserId),
    month: row.month,
    state: row.state,
    sent_at: toWireTimeOrNull(row.sentAt),
    updated_at: toWireTime(row.updatedAt),
    facts: row.facts,
    facts_collected_at: toWireTime(row.factsCollectedAt),
    summary: row.summary,
    plan: row.plan,
    sent_by: row.sentBy ? named(names, row.sentBy) : null,
    recipients: row.recipients,
    can_edit: row.state === "draft" && (role === "counselor" || role === "admin") ? 1 : 0,
    created_at: toWireTime(row.createdAt),
  };
}
