import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { sessionClasses, studentClassTickets } from "./classes.table";

/**
 * Moves a class to another course session of the same kind of teaching (a private lesson becoming
 * counseling), with the tickets placed in it under its former session. The caller holds the class's
 * row lock and writes the audit entry in the same transaction.
 */
export async function moveClassToCourseSession(
  tx: DbOrTx,
  classId: number,
  move: { from: number; to: number },
): Promise<void> {
  await tx
    .update(sessionClasses)
    .set({ courseSessionId: move.to, updatedAt: sql`now()` })
    .where(eq(sessionClasses.id, classId));
  await tx
    .update(studentClassTickets)
    .set({ courseSessionId: move.to })
    .where(
      and(
        eq(studentClassTickets.sessionClassId, classId),
        eq(studentClassTickets.courseSessionId, move.from),
      ),
    );
}
