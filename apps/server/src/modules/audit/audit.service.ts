import { and, desc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
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
