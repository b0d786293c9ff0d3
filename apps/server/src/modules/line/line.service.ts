import { eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { AppError, conflict } from "../../http/app-error";
import { recordAudit } from "../audit";
import { createSession } from "../sessions";
import { setLineUserId } from "../users";
import { users } from "../users/users.table";

export type LineClientInfo = { ip?: string; userAgent?: string; requestId?: string };

export type LoginOutcome =
  | { kind: "signed_in"; token: string }
  | { kind: "inactive" }
  | { kind: "unknown_line_user" };

/** mode=login: a user with this LINE id gets a new session; an unknown LINE user must register. */
export async function signInWithLine(
  db: Database,
  lineUserId: string,
  client: LineClientInfo,
): Promise<LoginOutcome> {
  const [user] = await db
    .select({ id: users.id, isActive: users.isActive })
    .from(users)
    .where(eq(users.lineUserId, lineUserId));
  if (!user) return { kind: "unknown_line_user" };
  if (!user.isActive) return { kind: "inactive" };
  return { kind: "signed_in", token: await createSession(db, user.id, client) };
}

/** mode=bind: links the LINE id to the signed-in user (409 when another account holds it). Audited. */
export async function bindLineUser(
  db: Database,
  userId: number,
  lineUserId: string,
  requestId?: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [holder] = await tx.select({ id: users.id }).from(users).where(eq(users.lineUserId, lineUserId));
    if (holder && holder.id !== userId) throw conflict("line_already_bound");
    if (holder) return;
    const [before] = await tx
      .select({ lineUserId: users.lineUserId })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    if (!before) throw new AppError("unauthenticated");
    await setLineUserId(tx, userId, lineUserId);
    await recordAudit(tx, {
      actorId: userId,
      action: "user.line_bind",
      targetType: "user",
      targetId: userId,
      before: { line_user_id: before.lineUserId },
      after: { line_user_id: lineUserId },
      requestId,
    });
  });
}
