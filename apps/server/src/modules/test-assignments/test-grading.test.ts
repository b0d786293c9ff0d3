import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listAuditFor } from "../audit";
import { type AssignmentWorld, assignmentWorld, gradedForm } from "./test-assignments.test-support";

/**
 * Grading (spec 03 §4, §6, §9): teachers grade written answers 0–4 for students they teach and assigned;
 * a teacher may ask an admin for permission; a student may grade their own attempt when the assignment
 * allows it (marked self-graded); every change is audited; a complete set of grades recomputes the scores.
 */
let world: AssignmentWorld;
let formId: number;
let selfFormId: number;
let selfAssignmentId: number;
const OPEN = "2020-01-01T00:00:00Z";

beforeAll(async () => {
  world = await assignmentWorld();
  formId = await world.publish(gradedForm("tg-graded"), true);
  selfFormId = await world.publish(gradedForm("tg-self"), true);
  await world.assign("teacher", {
    form_id: formId,
    student_user_ids: [world.ids.student, world.ids.student2],
    opens_at: OPEN,
  });
  const selfAssignment = await world.assign("teacher", {
    form_id: selfFormId,
    student_user_ids: [world.ids.student],
    opens_at: OPEN,
    allow_self_grading: 1,
  });
  selfAssignmentId = selfAssignment.id;
}, 60_000);
afterAll(() => world.ctx.close());

const grade = (who: Parameters<AssignmentWorld["call"]>[0], attemptId: number, score: number, comment = "") =>
  world.call(who, "PUT", `/api/test-grading/${attemptId}/item`, { item_key: "w-1", score, comment });

describe("teacher grading", () => {
  it("recomputes the scores once the written answer is graded, and audits each change with old and new values", async () => {
    const { call, ids } = world;
    const attemptId = await world.takeAndSubmit("student", formId);
    const before = (await call("teacher", "GET", `/api/test-grading/${attemptId}`)).json().data;
    expect(before).toMatchObject({
      graded: 0,
      items: [{ item_key: "w-1", score: null, rubric: { key: "essay" } }],
    });
    expect(before.sections).toEqual([{ key: "writing", score: null }]);
    const tests = (await call("parent", "GET", `/api/students/${ids.student}/tests`)).json().data;
    expect(tests.find((t: { form_id: number }) => t.form_id === formId)).toMatchObject({
      state: "submitted",
    });

    const first = await grade("teacher", attemptId, 3, "Clear thesis.");
    expect(first.statusCode, first.body).toBe(200);
    // 1 (choice) + 3 (essay) = raw 4 → scaled 40.
    expect(first.json().data).toMatchObject({
      graded: 1,
      self_graded: 0,
      sections: [{ key: "writing", score: 40 }],
    });
    const second = await grade("teacher", attemptId, 4, "Even better on reread.");
    expect(second.json().data.sections).toEqual([{ key: "writing", score: 50 }]);

    const audit = await listAuditFor(world.db, "test_attempt", attemptId);
    const changes = audit.filter((entry) => entry.action === "test_grade.set");
    expect(changes).toHaveLength(2);
    expect(changes.map((c) => [c.before, c.after])).toEqual(
      expect.arrayContaining([
        [null, expect.objectContaining({ score: 3, comment: "Clear thesis." })],
        [
          expect.objectContaining({ score: 3 }),
          expect.objectContaining({ score: 4, comment: "Even better on reread." }),
        ],
      ]),
    );
    const after = (await call("student", "GET", `/api/students/${ids.student}/tests`)).json().data;
    expect(after.find((t: { form_id: number }) => t.form_id === formId)).toMatchObject({
      state: "graded",
      attempt_id: attemptId,
      answers_visible: 1,
      sections: [{ key: "writing", score: 50 }],
    });
  });

  it("refuses scores off the 0–4 scale, items not graded by a teacher, and graders without a right", async () => {
    const attemptId = await world.takeAndSubmit("student2", formId);
    expect((await grade("teacher", attemptId, 5)).statusCode).toBe(422);
    const choice = await world.call("teacher", "PUT", `/api/test-grading/${attemptId}/item`, {
      item_key: "q-1",
      score: 1,
    });
    expect(choice.statusCode).toBe(422);
    expect(choice.json().errors).toHaveProperty("item_key");
    expect((await grade("otherTeacher", attemptId, 2)).statusCode).toBe(404);
    expect((await grade("student2", attemptId, 4)).statusCode).toBe(403);
    expect((await grade("staff", attemptId, 4)).statusCode).toBe(403);
  });
});

describe("permission to grade", () => {
  it("lets a teacher grade once an admin grants their request, not while it waits or after a refusal", async () => {
    const { call } = world;
    const attemptId = await world.takeAndSubmit("student2", formId);
    expect((await grade("otherTeacher", attemptId, 2)).statusCode).toBe(404);
    const asked = await call("otherTeacher", "POST", `/api/test-grading/${attemptId}/permission-request`, {
      note: "I proctored it.",
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const permission = asked.json().data;
    expect(permission).toMatchObject({ state: "requested", teacher_user_id: world.ids.otherTeacher });
    expect(
      (await call("otherTeacher", "POST", `/api/test-grading/${attemptId}/permission-request`, {}))
        .statusCode,
    ).toBe(409);
    expect((await grade("otherTeacher", attemptId, 2)).statusCode).toBe(404);

    const pending = (await call("admin", "GET", "/api/test-grade-permissions?state=requested")).json().data;
    expect(pending.map((p: { id: number }) => p.id)).toContain(permission.id);
    expect((await call("teacher", "GET", "/api/test-grade-permissions")).statusCode).toBe(403);
    const granted = await call("admin", "POST", `/api/test-grade-permission/${permission.id}/decision`, {
      decision: "grant",
    });
    expect(granted.json().data).toMatchObject({ state: "granted", decided_by: world.ids.admin });
    expect((await grade("otherTeacher", attemptId, 2)).statusCode).toBe(200);

    await call("admin", "POST", `/api/test-grade-permission/${permission.id}/decision`, {
      decision: "refuse",
    });
    expect((await grade("otherTeacher", attemptId, 3)).statusCode).toBe(404);
    const decisions = (await listAuditFor(world.db, "test_grade_permission", permission.id)).map(
      (e) => e.after,
    );
    expect(decisions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ state: "granted" }),
        expect.objectContaining({ state: "refused" }),
      ]),
    );
  });
});

describe("self-grading", () => {
  it("lets the student grade their own attempt when the assignment allows it, marking the result self-graded", async () => {
    const { call, ids } = world;
    const attemptId = await world.takeAndSubmit("student", selfFormId);
    const res = await grade("student", attemptId, 2, "I think it is average.");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      graded: 1,
      self_graded: 1,
      items: [{ score: 2, self_graded: 1, graded_by: ids.student }],
    });
    const tests = (await call("student", "GET", `/api/students/${ids.student}/tests`)).json().data;
    expect(tests.find((t: { form_id: number }) => t.form_id === selfFormId)).toMatchObject({
      state: "graded",
      self_graded: 1,
    });
    // Answers hidden by the assignment ("never") read as not visible.
    await call("teacher", "POST", `/api/assign-test/${selfAssignmentId}`, { show_answers: "never" });
    const hidden = (await call("student", "GET", `/api/students/${ids.student}/tests`)).json().data;
    expect(hidden.find((t: { form_id: number }) => t.form_id === selfFormId)).toMatchObject({
      answers_visible: 0,
    });
    // The teacher's grade replaces the student's: no longer self-graded.
    const teacher = await grade("teacher", attemptId, 3);
    expect(teacher.json().data).toMatchObject({ self_graded: 0, items: [{ score: 3, self_graded: 0 }] });
  });
});
