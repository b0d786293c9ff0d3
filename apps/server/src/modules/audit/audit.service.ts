import { and, desc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { readAll } from "../../db/read-all";
import { auditLog } from "./audit.table";

export type AuditEntry = {
  actorId: number | null;
  action: string;
  targetType: string;
  targetId: string | number;
  before?: unknown;
  after?: unknown;
  requestId?: string;
};

/** Written in the same transaction as the change it describes. */
export async function recordAudit(tx: DbOrTx, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    requestId: entry.requestId ?? null,
  });
}

export async function listAuditFor(db: DbOrTx, targetType: string, targetId: string | number, limit = 100) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, targetType), eq(auditLog.targetId, String(targetId))))
    .orderBy(desc(auditLog.id))
    .limit(limit);
}

/** One page of a target's trail, newest first, with the total. */
export async function listAuditPage(
  db: DbOrTx,
  targetType: string,
  targetId: string | number,
  page: number,
  pageSize: number,
) {
  const where = and(eq(auditLog.targetType, targetType), eq(auditLog.targetId, String(targetId)));
  const [rows, [count]] = await readAll(db, [
    () =>
      db
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
    () => db.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(where),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}
