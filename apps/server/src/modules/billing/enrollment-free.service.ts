import { eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import type { Actor } from "../../http/actor";
import { conflict, notFound } from "../../http/app-error";
import { recordAudit } from "../audit";
import { enrolledCourseSessions } from "../enrollment/enrollment.table";
import { findEnrollments } from "./bill-candidates.repository";
import { enrolledSessionFreeMarks } from "./orders.table";

/** POST enrolled-session/{id}/mark-free: the enrollment is never billed (not when already on a bill). */
export async function markEnrollmentFree(db: Database, actor: Actor, enrolledSessionId: number) {
  return db.transaction(async (tx) => {
    const [enrollment] = await tx
      .select({ id: enrolledCourseSessions.id })
      .from(enrolledCourseSessions)
      .where(eq(enrolledCourseSessions.id, enrolledSessionId))
      .for("update");
    if (!enrollment) throw notFound("enrolled_session_not_found");
    const [billed] = await findEnrollments(tx, { ids: [enrolledSessionId] });
    if (billed?.billed) throw conflict("enrolled_session_billed");
    const [row] = await tx
      .insert(enrolledSessionFreeMarks)
      .values({ enrolledSessionId, markedBy: actor.id })
      .onConflictDoNothing()
      .returning();
    if (row) {
      await recordAudit(tx, {
        actorId: actor.id,
        action: "enrolled_session.mark_free",
        targetType: "enrolled_session",
        targetId: enrolledSessionId,
        after: { free: true },
        requestId: actor.requestId,
      });
    }
    const [mark] = await tx
      .select()
      .from(enrolledSessionFreeMarks)
      .where(eq(enrolledSessionFreeMarks.enrolledSessionId, enrolledSessionId));
    return {
      data: {
        enrolled_session_id: enrolledSessionId,
        marked_at: (mark?.markedAt ?? new Date()).toISOString(),
      },
    };
  });
}
