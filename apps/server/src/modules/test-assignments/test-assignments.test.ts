import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listOutbox } from "../../mail/outbox";
import { collectExtensions } from "../../module-manifest";
import { MODULES } from "../../modules";
import { assignedOrAdmitted } from "./student-tests.service";
import { type AssignmentWorld, assignmentWorld, gradedForm } from "./test-assignments.test-support";

let world: AssignmentWorld;
let privateForm: number;
let publicForm: number;
const OPEN = "2020-01-01T00:00:00Z";

beforeAll(async () => {
  world = await assignmentWorld();
  privateForm = await world.publish(gradedForm("ta-private"), false);
  publicForm = await world.publish(gradedForm("ta-public"), true);
}, 60_000);
afterAll(() => world.ctx.close());

describe("assigning", () => {
  it("assigns a private form to a student, who then sees it and is granted its start", async () => {
    const { call, ids } = world;
    const assignment = await world.assign("teacher", {
      form_id: privateForm,
      student_user_ids: [ids.student],
      opens_at: OPEN,
    });
    expect(assignment.students.map((s) => s.id)).toEqual([ids.student]);
    const tests = await call("student", "GET", `/api/students/${ids.student}/tests`);
    expect(tests.statusCode, tests.body).toBe(200);
    expect(tests.json().data).toMatchObject([
      { assignment_id: assignment.id, form_id: privateForm, state: "not_started" },
    ]);

    const now = new Date();
    const grants = collectExtensions(MODULES).testFormStartGrants;
    expect(grants).toContain(assignedOrAdmitted);
    expect(await assignedOrAdmitted(world.db, { userId: ids.student, formId: privateForm, now })).toBe(true);
    expect(await assignedOrAdmitted(world.db, { userId: ids.student2, formId: privateForm, now })).toBe(
      false,
    );
    // Through the engine's own start: the assigned student starts it, another student still meets 404.
    expect((await call("student2", "POST", "/api/test-attempts", { form_id: privateForm })).statusCode).toBe(
      404,
    );
    const started = await call("student", "POST", "/api/test-attempts", { form_id: privateForm });
    expect(started.statusCode, started.body).toBe(200);
    // Before it opens, or after it is due, the assignment grants nothing.
    expect(
      await assignedOrAdmitted(world.db, {
        userId: ids.student,
        formId: privateForm,
        now: new Date("2019-01-01"),
      }),
    ).toBe(false);
  });

  it("refuses a student the start of a private form nobody assigned them, until a proctor admits them", async () => {
    const { call, ids } = world;
    const start = await call("outsider", "POST", "/api/test-attempts", { form_id: privateForm });
    expect(start.statusCode).toBe(404);
    expect(
      await assignedOrAdmitted(world.db, { userId: ids.outsider, formId: privateForm, now: new Date() }),
    ).toBe(false);
    // The teacher does not teach the outsider: 422 on the student; staff may admit anyone.
    const refused = await call("teacher", "POST", "/api/test-admit", {
      form_id: privateForm,
      student_user_id: ids.outsider,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toHaveProperty("student_user_id");
    const admitted = await call("staff", "POST", "/api/test-admit", {
      form_id: privateForm,
      student_user_id: ids.outsider,
      minutes: 30,
    });
    expect(admitted.statusCode, admitted.body).toBe(200);
    expect((await call("outsider", "POST", "/api/test-attempts", { form_id: privateForm })).statusCode).toBe(
      200,
    );
    expect(
      await assignedOrAdmitted(world.db, { userId: ids.outsider, formId: privateForm, now: new Date() }),
    ).toBe(true);
    const later = new Date(Date.now() + 31 * 60_000);
    expect(
      await assignedOrAdmitted(world.db, { userId: ids.outsider, formId: privateForm, now: later }),
    ).toBe(false);
  });

  it("answers 422 with field errors and writes nothing on bad input or a student the teacher does not teach", async () => {
    const { call, ids } = world;
    const before = (await call("staff", "GET", "/api/assign-test")).json().total;
    const cases = [
      [{ form_id: privateForm, opens_at: OPEN }, "student_user_ids"],
      [{ form_id: privateForm, student_user_ids: [ids.student], opens_at: "tomorrow" }, "opens_at"],
      [
        {
          form_id: privateForm,
          student_user_ids: [ids.student],
          opens_at: OPEN,
          due_at: "2019-01-01T00:00:00Z",
        },
        "due_at",
      ],
      [{ form_id: privateForm, student_user_ids: [ids.outsider], opens_at: OPEN }, "student_user_ids.0"],
      [{ form_id: 999_999, student_user_ids: [ids.student], opens_at: OPEN }, "form_id"],
    ] as const;
    for (const [body, field] of cases) {
      const res = await call("teacher", "POST", "/api/assign-test", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.json().errors)).toContain(field);
    }
    expect((await call("staff", "GET", "/api/assign-test")).json().total).toBe(before);
  });

  it("lists a teacher's own assignments, and updates one (another teacher gets 404)", async () => {
    const { call, ids } = world;
    const made = await world.assign("teacher", {
      form_id: publicForm,
      student_user_ids: [ids.student2],
      opens_at: OPEN,
    });
    const mine = (await call("teacher", "GET", "/api/assign-test"))
      .json()
      .data.map((a: { id: number }) => a.id);
    expect(mine).toContain(made.id);
    expect((await call("otherTeacher", "GET", "/api/assign-test")).json().total).toBe(0);
    expect((await call("otherTeacher", "GET", `/api/assign-test/${made.id}`)).statusCode).toBe(404);
    const updated = await call("teacher", "POST", `/api/assign-test/${made.id}`, {
      due_at: "2099-01-01T00:00:00+08:00",
      show_answers: "never",
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data).toMatchObject({ show_answers: "never", due_at: "2098-12-31T16:00:00.000Z" });
  });

  it("lists the forms a teacher may assign with their length", async () => {
    const res = await world.call("teacher", "GET", "/api/test-papers");
    expect(res.statusCode, res.body).toBe(200);
    const paper = res.json().data.find((p: { id: number }) => p.id === privateForm);
    expect(paper).toMatchObject({ test_type: "CUSTOM", is_public: 0, sections: 1, items: 2, minutes: null });
    expect((await world.call("student", "GET", "/api/test-papers")).statusCode).toBe(403);
  });
});

describe("mail", () => {
  it("mails each student and their parents once, each in their language; a second send mails nobody", async () => {
    const { call, ids } = world;
    const assignment = await world.assign("teacher", {
      form_id: privateForm,
      student_user_ids: [ids.student, ids.student2],
      opens_at: "2026-09-01T01:00:00Z",
      due_at: "2026-09-08T01:00:00Z",
    });
    const first = await call("teacher", "POST", `/api/assign-test/${assignment.id}/mail`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().sent).toBe(3);
    const mails = (await listOutbox(world.db, { kind: "test_assignment" })).filter(
      (mail) => (mail.meta as { test_assignment_id?: number }).test_assignment_id === assignment.id,
    );
    const byAddress = new Map(mails.map((mail) => [mail.toAddress, mail]));
    expect(mails).toHaveLength(3);
    expect(byAddress.get("ta-student@example.test")).toMatchObject({ locale: "zh-CN" });
    expect(byAddress.get("ta-student@example.test")?.subject).toContain("新的测验");
    expect(byAddress.get("ta-parent@example.test")).toMatchObject({ locale: "zh-TW" });
    expect(byAddress.get("ta-parent@example.test")?.textBody).toContain("2026-09-08 09:00");
    expect(byAddress.get("ta-student2@example.test")?.subject).toContain("New test assigned");

    const second = await call("teacher", "POST", `/api/assign-test/${assignment.id}/mail`);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ sent: 0, recipients: [] });
    const after = (await listOutbox(world.db, { kind: "test_assignment" })).filter(
      (mail) => (mail.meta as { test_assignment_id?: number }).test_assignment_id === assignment.id,
    );
    expect(after).toHaveLength(3);
  });
});

describe("a student's tests", () => {
  it("are read by the student, their parent, their teacher and staff; not another parent or teacher", async () => {
    const url = `/api/students/${world.ids.student}/tests`;
    for (const who of ["student", "parent", "teacher", "staff", "admin"] as const)
      expect((await world.call(who, "GET", url)).statusCode, who).toBe(200);
    for (const who of ["otherParent", "otherTeacher", "student2"] as const)
      expect((await world.call(who, "GET", url)).statusCode, who).toBe(404);
    expect((await world.call("anonymous", "GET", url)).statusCode).toBe(401);
  });
});
