import type { GradePermissionsQuery } from "@edu/shared/test-assignments";
import { count, desc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { isUniqueViolation } from "../../db/postgres-errors";
import type { Actor } from "../../http/actor";
import { AppError, notFound } from "../../http/app-error";
import { toPage } from "../../http/paged-list";
import { toWireTime, toWireTimeOrNull } from "../../http/wire-time";
import { recordAudit } from "../audit";
import { testAttempts } from "../test-engine";
import { attemptOf } from "./grading-access";
import { testGradePermissions } from "./test-assignments.table";

/** A teacher asks to grade one attempt; an admin grants or refuses (spec 03 §4, §6). */

type Row = { permission: typeof testGradePermissions.$inferSelect; studentUserId: number };
const viewOf = ({ permission, studentUserId }: Row) => ({
  id: permission.id,
  attempt_id: permission.attemptId,
  teacher_user_id: permission.teacherUserId,
  student_user_id: studentUserId,
  state: permission.state,
  note: permission.note,
  decided_by: permission.decidedBy,
  decided_at: toWireTimeOrNull(permission.decidedAt),
  created_at: toWireTime(permission.createdAt),
});

const selectRows = (db: DbOrTx) =>
  db
    .select({ permission: testGradePermissions, studentUserId: testAttempts.userId })
    .from(testGradePermissions)
    .innerJoin(testAttempts, eq(testAttempts.id, testGradePermissions.attemptId));

async function answerOf(db: DbOrTx, id: number) {
  const [row] = await selectRows(db).where(eq(testGradePermissions.id, id));
  if (!row) throw notFound();
  return { data: viewOf(row) };
}

/** One request per teacher and attempt: asking again is 409 (the first stands, whatever its state). */
export async function requestPermission(db: DbOrTx, actor: Actor, attemptId: number, note: string) {
  try {
    return await db.transaction(async (tx) => {
      await attemptOf(tx, attemptId);
      const [row] = await tx
        .insert(testGradePermissions)
        .values({ attemptId, teacherUserId: actor.id, note })
        .returning({ id: testGradePermissions.id });
      if (!row) throw new Error("permission insert returned no row");
      return answerOf(tx, row.id);
    });
  } catch (error) {
    if (isUniqueViolation(error, "chain"))
      throw new AppError("conflict", { message: "ta_permission_exists" });
    throw error;
  }
}

export async function listPermissions(db: DbOrTx, query: GradePermissionsQuery) {
  const where = query.state === undefined ? undefined : eq(testGradePermissions.state, query.state);
  const rows = await selectRows(db)
    .where(where)
    .orderBy(desc(testGradePermissions.id))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  const [total] = await db.select({ n: count() }).from(testGradePermissions).where(where);
  return toPage(rows.map(viewOf), total?.n ?? 0, query.page, query.page_size);
}

/** Who may grade is a permission: the decision (and a change of mind) is audited. */
export async function decidePermission(db: DbOrTx, actor: Actor, id: number, decision: "grant" | "refuse") {
  return db.transaction(async (tx) => {
    const [old] = await tx
      .select()
      .from(testGradePermissions)
      .where(eq(testGradePermissions.id, id))
      .for("update");
    if (!old) throw notFound();
    const state = decision === "grant" ? ("granted" as const) : ("refused" as const);
    await tx
      .update(testGradePermissions)
      .set({ state, decidedBy: actor.id, decidedAt: new Date() })
      .where(eq(testGradePermissions.id, id));
    await recordAudit(tx, {
      actorId: actor.id,
      action: "test_grade_permission.decided",
      targetType: "test_grade_permission",
      targetId: id,
      before: { state: old.state },
      after: { state, attempt_id: old.attemptId, teacher_user_id: old.teacherUserId },
      requestId: actor.requestId,
    });
    return answerOf(tx, id);
  });
}
