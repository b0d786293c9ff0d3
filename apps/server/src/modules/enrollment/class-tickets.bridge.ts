import type { DbOrTx } from "../../db/database";
import type { Actor } from "../../http/actor";
import { createClassTicket } from "../classes";
import type { EnrolledSessionRow } from "./enrolled-sessions.repository";

/**
 * Called in the same transaction when an enrollment is (or becomes) paid and has a student account:
 * the classes module makes the student's paid class ticket (one per enrolled session).
 */
export async function createTicketForPaidEnrollment(
  tx: DbOrTx,
  row: EnrolledSessionRow,
  actor: Actor,
): Promise<boolean> {
  if (row.studentUserId === null) return false;
  await createClassTicket(tx, {
    studentUserId: row.studentUserId,
    courseSessionId: row.courseSessionId,
    enrolledSessionId: row.id,
    isPaid: true,
    note: `enrollment #${row.id}`,
    actorId: actor.id,
    requestId: actor.requestId,
  });
  return true;
}
