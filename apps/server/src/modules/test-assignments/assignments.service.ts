import type {
  AssignmentsQuery,
  AssignmentView,
  CreateAssignment,
  UpdateAssignment,
} from "@edu/shared/test-assignments";
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { type Actor, isStaff } from "../../http/actor";
import { fieldError } from "../../http/app-error";
import { toPage } from "../../http/paged-list";
import { toWireTime, toWireTimeOrNull } from "../../http/wire-time";
import { recordAudit } from "../audit";
import { findDocument } from "../uploads";
import { users } from "../users";
import { assertMayAssign, managedAssignment } from "./assignment-access";
import { assertPaperUpload } from "./paper-files.service";
import * as repo from "./test-assignments.repository";
import { testAssignments } from "./test-assignments.table";

/** Assigning a published form to a class or to students (GET/POST assign-test, GET/POST assign-test/{id}). */

async function viewsOf(db: DbOrTx, rows: readonly repo.AssignmentWithForm[]): Promise<AssignmentView[]> {
  const students = await repo.studentsOf(
    db,
    rows.map((row) => row.assignment.id),
  );
  const views: AssignmentView[] = [];
  for (const { assignment, form } of rows) {
    const paper =
      assignment.paperUploadId === null ? undefined : await findDocument(db, assignment.paperUploadId);
    views.push({
      id: assignment.id,
      form_id: form.id,
      form_title: form.title,
      test_type: form.testType,
      session_class_id: assignment.sessionClassId,
      opens_at: toWireTime(assignment.opensAt),
      due_at: toWireTimeOrNull(assignment.dueAt),
      show_answers: assignment.showAnswers,
      allow_self_grading: assignment.allowSelfGrading ? 1 : 0,
      created_by: assignment.createdBy,
      paper: paper
        ? { id: paper.id, name: paper.originalName, size: paper.sizeBytes, mime_type: paper.mimeType }
        : null,
      students: students
        .filter((student) => student.assignmentId === assignment.id)
        .map((student) => ({ id: student.id, name: repo.nameOf(student) })),
      mailed_at: toWireTimeOrNull(await repo.lastMailedAt(db, assignment.id)),
      updated_at: toWireTime(assignment.updatedAt),
    });
  }
  return views;
}

async function answerOf(db: DbOrTx, id: number) {
  const assignment = await repo.assignmentById(db, id);
  if (!assignment) throw new Error(`assignment ${id} vanished`);
  const form = await repo.formOf(db, assignment.formId);
  if (!form) throw new Error(`form ${assignment.formId} vanished`);
  const [view] = await viewsOf(db, [{ assignment, form }]);
  return { data: view as AssignmentView };
}

export async function listAssignments(db: DbOrTx, actor: Actor, query: AssignmentsQuery) {
  const where = and(
    isStaff(actor) ? undefined : repo.visibleToTeacher(actor.id),
    query.session_class_id === undefined
      ? undefined
      : eq(testAssignments.sessionClassId, query.session_class_id),
    query.form_id === undefined ? undefined : eq(testAssignments.formId, query.form_id),
  );
  const { rows, total } = await repo.listAssignments(db, where, query);
  return toPage(await viewsOf(db, rows), total, query.page, query.page_size);
}

export async function getAssignment(db: DbOrTx, actor: Actor, id: number) {
  await managedAssignment(db, actor, id);
  return answerOf(db, id);
}

/** Only active student accounts may be assigned; a missing one is a field error naming it. */
async function assertStudents(db: DbOrTx, ids: readonly number[], field: string) {
  for (const [index, id] of ids.entries()) {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
    if (!row) throw fieldError(`${field}.${index}`, "not_found");
  }
}

export async function createAssignment(db: DbOrTx, actor: Actor, body: CreateAssignment) {
  return db.transaction(async (tx) => {
    const form = await repo.formOf(tx, body.form_id);
    if (form?.status !== "published") throw fieldError("form_id", "not_found");
    await assertStudents(tx, body.student_user_ids, "student_user_ids");
    await assertPaperUpload(tx, actor, body.paper_upload_id);
    await assertMayAssign(tx, actor, {
      sessionClassId: body.session_class_id,
      studentIds: body.student_user_ids,
      field: "student_user_ids",
    });
    const fromClass =
      body.session_class_id === null ? [] : await repo.classStudentIds(tx, body.session_class_id);
    const row = await repo.insertAssignment(tx, {
      formId: form.id,
      sessionClassId: body.session_class_id,
      opensAt: new Date(body.opens_at),
      dueAt: body.due_at === null ? null : new Date(body.due_at),
      showAnswers: body.show_answers,
      allowSelfGrading: body.allow_self_grading,
      paperUploadId: body.paper_upload_id,
      createdBy: actor.id,
    });
    await repo.addStudents(tx, row.id, [...new Set([...fromClass, ...body.student_user_ids])]);
    return answerOf(tx, row.id);
  });
}

export async function updateAssignment(db: DbOrTx, actor: Actor, id: number, body: UpdateAssignment) {
  return db.transaction(async (tx) => {
    const row = await managedAssignment(tx, actor, id, true);
    const opensAt = body.opens_at === undefined ? row.opensAt : new Date(body.opens_at);
    const dueAt = body.due_at === undefined ? row.dueAt : body.due_at === null ? null : new Date(body.due_at);
    if (dueAt !== null && dueAt <= opensAt) throw fieldError("due_at", "v.ta_due_after_open");
    const added = body.add_student_user_ids ?? [];
    await assertStudents(tx, added, "add_student_user_ids");
    await assertPaperUpload(tx, actor, body.paper_upload_id);
    await assertMayAssign(tx, actor, {
      sessionClassId: null,
      studentIds: added,
      field: "add_student_user_ids",
    });
    const updated = await repo.updateAssignment(tx, id, {
      opensAt,
      dueAt,
      showAnswers: body.show_answers ?? row.showAnswers,
      allowSelfGrading: body.allow_self_grading ?? row.allowSelfGrading,
      paperUploadId: body.paper_upload_id === undefined ? row.paperUploadId : body.paper_upload_id,
      updatedAt: new Date(),
    });
    await repo.addStudents(tx, id, added);
    // Self-grading lets students write their own grades: who turned it on or off is kept.
    if (updated.allowSelfGrading !== row.allowSelfGrading)
      await recordAudit(tx, {
        actorId: actor.id,
        action: "test_assignment.self_grading",
        targetType: "test_assignment",
        targetId: id,
        before: { allow_self_grading: row.allowSelfGrading },
        after: { allow_self_grading: updated.allowSelfGrading },
        requestId: actor.requestId,
      });
    return answerOf(tx, id);
  });
}
