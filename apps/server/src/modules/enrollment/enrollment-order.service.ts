import { asc } from "drizzle-orm";
import type { Database, DbOrTx } from "../../db/database";
import type { Actor } from "../../http/actor";
import { fieldError } from "../../http/app-error";
import { recordAudit } from "../audit";
import { findCourseSessions } from "./course-sessions.bridge";
import { enrollmentFormOrder } from "./enrollment.table";

/** The enrollment form's class list order (course-sessions-for-enrollment sorts by it). */
export async function listEnrollmentFormOrder(db: DbOrTx) {
  const rows = await db
    .select()
    .from(enrollmentFormOrder)
    .orderBy(asc(enrollmentFormOrder.position), asc(enrollmentFormOrder.courseSessionId));
  return { data: rows.map((row) => ({ course_session_id: row.courseSessionId, position: row.position })) };
}

export async function setEnrollmentFormOrder(
  db: Database,
  actor: Actor,
  courseSessionId: number,
  position: number,
) {
  return db.transaction(async (tx) => {
    if (!(await findCourseSessions(tx, [courseSessionId])).has(courseSessionId)) {
      throw fieldError("id", "course_session_not_found");
    }
    await tx
      .insert(enrollmentFormOrder)
      .values({ courseSessionId, position })
      .onConflictDoUpdate({
        target: enrollmentFormOrder.courseSessionId,
        set: { position, updatedAt: new Date() },
      });
    await recordAudit(tx, {
      actorId: actor.id,
      action: "enrollment_form_order.set",
      targetType: "course_session",
      targetId: courseSessionId,
      after: { position },
      requestId: actor.requestId,
    });
    return listEnrollmentFormOrder(tx);
  });
}
