import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionClasses, studentClassTickets } from "../classes";
import { type AssignmentWorld, assignmentWorld, gradedForm } from "./test-assignments.test-support";

/**
 * The grading queue (/tests/grading and its act, sat, private tabs) and an assignment's results (the class
 * tab): a teacher sees the attempts they may grade, staff every one, nobody else's.
 */
let world: AssignmentWorld;
let formId: number;
let assignmentId: number;
let attemptId: number;
const OPEN = "2020-01-01T00:00:00Z";

type Row = { attempt_id: number; pending_items: number; graded: number; student: { id: number } };
const queue = async (who: Parameters<AssignmentWorld["call"]>[0], query = "") => {
  const res = await world.call(who, "GET", `/api/test-grading-queue${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Row[];
};

beforeAll(async () => {
  world = await assignmentWorld();
  formId = await world.publish(gradedForm("queue-1"), false);
  assignmentId = (
    await world.assign("teacher", {
      form_id: formId,
      student_user_ids: [world.ids.student, world.ids.student2],
      opens_at: OPEN,
    })
  ).id;
  attemptId = await world.takeAndSubmit("student", formId);
}, 60_000);
afterAll(() => world.ctx.close());

describe("grading queue", () => {
  it("lists a submitted attempt waiting for its written answer to the teacher who assigned it, and to staff", async () => {
    expect(await queue("teacher")).toEqual([
      expect.objectContaining({
        attempt_id: attemptId,
        pending_items: 1,
        graded: 0,
        student: expect.anything(),
      }),
    ]);
    expect((await queue("staff")).map((row) => row.attempt_id)).toContain(attemptId);
    expect(await queue("otherTeacher")).toEqual([]);
    expect(await queue("teacher", "?test_type=SAT")).toEqual([]);
    expect((await world.call("student", "GET", "/api/test-grading-queue")).statusCode).toBe(403);
    expect((await world.call("teacher", "GET", "/api/test-grading-queue?state=x")).statusCode).toBe(422);
  });

  it("moves the attempt to graded once graded; private lessons' tab lists only private-lesson students", async () => {
    const graded = await world.call("teacher", "PUT", `/api/test-grading/${attemptId}/item`, {
      item_key: "w-1",
      score: 2,
    });
    expect(graded.statusCode, graded.body).toBe(200);
    expect(await queue("teacher")).toEqual([]);
    expect((await queue("teacher", "?state=graded")).map((row) => row.attempt_id)).toEqual([attemptId]);
    expect(await queue("teacher", "?state=all&scope=private")).toEqual([]);
    // Course sessions 1–10 are the private kinds (spec 02): a private class of the student.
    const [cls] = await world.db
      .insert(sessionClasses)
      .values({ courseSessionId: 1, name: "Private SAT" })
      .returning({ id: sessionClasses.id });
    await world.db.insert(studentClassTickets).values({
      studentUserId: world.ids.student,
      courseSessionId: 1,
      sessionClassId: cls?.id ?? 0,
      isPaid: true,
    });
    expect((await queue("teacher", "?state=all&scope=private")).map((row) => row.attempt_id)).toEqual([
      attemptId,
    ]);
  });

  it("gives an assignment's results per student to who manages it (404 for another teacher)", async () => {
    const res = await world.call("teacher", "GET", `/api/assign-test/${assignmentId}/results`);
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().data as { student: { id: number }; state: string; attempt_id: number | null }[];
    expect(rows.map((row) => [row.student.id, row.state, row.attempt_id])).toEqual([
      [world.ids.student, "graded", attemptId],
      [world.ids.student2, "not_started", null],
    ]);
    expect(
      (await world.call("otherTeacher", "GET", `/api/assign-test/${assignmentId}/results`)).statusCode,
    ).toBe(404);
  });
});
