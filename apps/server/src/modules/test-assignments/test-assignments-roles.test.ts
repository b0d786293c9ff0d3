import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type AssignmentWorld,
  assignmentWorld,
  gradedForm,
  type Person,
} from "./test-assignments.test-support";

/**
 * Route × role: the assigning teacher, staff and super-admin manage an assignment (another teacher 404,
 * students, parents and editors 403 by the declaration); an attempt's grading sheet is read by its graders,
 * its student and staff; grades are written by the assigning teacher and super-admin; admins decide
 * permission requests; nobody signed in gets 401.
 */
let world: AssignmentWorld;
let assignmentId: number;
let attemptId: number;

const WHO = [
  "anonymous",
  "student",
  "student2",
  "parent",
  "otherParent",
  "teacher",
  "otherTeacher",
  "staff",
  "admin",
  "editor",
] as const;
type Who = (typeof WHO)[number];

const MANAGE: Record<Who, number> = {
  anonymous: 401,
  student: 403,
  student2: 403,
  parent: 403,
  otherParent: 403,
  editor: 403,
  teacher: 200,
  otherTeacher: 404,
  staff: 200,
  admin: 200,
};
const LISTS: Record<Who, number> = { ...MANAGE, otherTeacher: 200 };
const SHEET: Record<Who, number> = {
  anonymous: 401,
  student: 200,
  student2: 404,
  parent: 404,
  otherParent: 404,
  editor: 404,
  teacher: 200,
  otherTeacher: 404,
  staff: 200,
  admin: 200,
};
const GRADE: Record<Who, number> = { ...SHEET, student: 403, staff: 403 };
const ADMIN_ONLY: Record<Who, number> = {
  anonymous: 401,
  student: 403,
  student2: 403,
  parent: 403,
  otherParent: 403,
  editor: 403,
  teacher: 403,
  otherTeacher: 403,
  staff: 403,
  admin: 200,
};

beforeAll(async () => {
  world = await assignmentWorld();
  const formId = await world.publish(gradedForm("tr-form"), true);
  assignmentId = (
    await world.assign("teacher", {
      form_id: formId,
      student_user_ids: [world.ids.student],
      opens_at: "2020-01-01T00:00:00Z",
    })
  ).id;
  attemptId = await world.takeAndSubmit("student", formId);
}, 60_000);
afterAll(() => world.ctx.close());

const call = (who: Who, method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
  world.call(who as Person | "anonymous", method, url, payload);

describe("test assignments route × role", () => {
  it.each(WHO)("%s lists, reads, changes and mails an assignment as the table says", async (who) => {
    for (const url of ["/api/test-papers", "/api/assign-test", "/api/sat-mocks"])
      expect((await call(who, "GET", url)).statusCode, `${who} ${url}`).toBe(LISTS[who]);
    expect((await call(who, "GET", `/api/assign-test/${assignmentId}`)).statusCode, who).toBe(MANAGE[who]);
    const update = await call(who, "POST", `/api/assign-test/${assignmentId}`, { show_answers: "after_due" });
    expect(update.statusCode, who).toBe(MANAGE[who]);
    expect((await call(who, "POST", `/api/assign-test/${assignmentId}/mail`)).statusCode, who).toBe(
      MANAGE[who],
    );
  });

  it.each(WHO)("%s reads the grading sheet and grades as the table says", async (who) => {
    expect((await call(who, "GET", `/api/test-grading/${attemptId}`)).statusCode, who).toBe(SHEET[who]);
    const graded = await call(who, "PUT", `/api/test-grading/${attemptId}/item`, {
      item_key: "w-1",
      score: 2,
    });
    expect(graded.statusCode, who).toBe(GRADE[who]);
    expect((await call(who, "GET", "/api/test-grade-permissions")).statusCode, who).toBe(ADMIN_ONLY[who]);
  });
});
