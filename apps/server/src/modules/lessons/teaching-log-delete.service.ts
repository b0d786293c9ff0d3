import { eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import type { Actor } from "../../http/actor";
import { notFound } from "../../http/app-error";
import { recordAudit } from "../audit";
import { assertTeachesOrStaff, auditOf } from "./lesson-log-rules";
import {
  deleteLessonLogRows,
  deleteTeachingLogRow,
  listLessonLogsOf,
  lockTeachingLog,
} from "./lesson-logs.repository";
import { lessonLogs } from "./lesson-logs.table";

/** DELETE teaching-log/{id} with its lesson logs: staff, or a teacher of the class. */
export async function deleteTeachingLog(db: Database, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockTeachingLog(tx, id);
    if (!before) throw notFound("teaching_log_not_found");
    await assertTeachesOrStaff(tx, actor, before.sessionClassId);
    const students = (await listLessonLogsOf(tx, [id])).get(id) ?? [];
    await deleteTeachingLogRow(tx, id);
    await recordAudit(tx, {
      actorId: actor.id,
      action: "teaching_log.delete",
      targetType: "teaching_log",
      targetId: id,
      before: auditOf(
        before,
        students.map((s) => s.row),
      ),
      requestId: actor.requestId,
    });
  });
}

/** DELETE lesson-log/{id}: one student's row (the teaching log stays): staff, or a teacher of the class. */
export async function deleteLessonLog(db: Database, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(lessonLogs).where(eq(lessonLogs.id, id)).for("update");
    if (!row) throw notFound("lesson_log_not_found");
    await assertTeachesOrStaff(tx, actor, row.sessionClassId);
    await deleteLessonLogRows(tx, [id]);
    await recordAudit(tx, {
      actorId: actor.id,
      action: "lesson_log.delete",
      targetType: "lesson_log",
      targetId: id,
      before: {
        teaching_log_id: row.teachingLogId,
        student_user_id: row.studentUserId,
        fee: row.fee,
        fee_currency: row.feeCurrency,
        attendance_status: row.attendanceStatus,
      },
      requestId: actor.requestId,
    });
  });
}
