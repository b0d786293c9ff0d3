import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { createUser, linkParentStudents, signIn } from "../../../test/helpers/users";

let ctx: TestContext;
const auth: Record<string, { authorization?: string }> = { anon: {} };
const ids: Record<string, number> = {};
const PEOPLE = [
  ["super-admin", "super-admin"],
  ["staff", "staff"],
  ["teacher", "teacher"],
  ["ta", "teacher"],
  ["teacher2", "teacher"],
  ["parent", "parent"],
  ["parent2", "parent"],
  ["student", "student"],
  ["student2", "student"],
  ["enrolledOnly", "student"],
] as const;
type Who = (typeof PEOPLE)[number][0] | "anon";
let taught: number;
let enrolledIn: number;
let other: number;

const call = (
  method: "GET" | "POST" | "PATCH" | "DELETE",
  url: string,
  payload?: object,
  who: Who = "super-admin",
) => ctx.app.inject({ method, url, headers: { ...auth[who] }, ...(payload && { payload }) });
const ok = async (method: "POST" | "PATCH", url: string, payload: object) => {
  const res = await call(method, url, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
  return res.json();
};

beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: "http://app.test" });
  for (const [username, role] of PEOPLE) {
    ids[username] = (await createUser(ctx.database.db, { username, roles: [role] })).id;
    auth[username] = { authorization: (await signIn(ctx.app, username)).authorization };
  }
  await linkParentStudents(ctx.database.db, ids.parent as number, [ids.student as number]);
  await linkParentStudents(ctx.database.db, ids.parent2 as number, [ids.enrolledOnly as number]);
  // "taught": a class with teacher (and ta as TA) and the student placed in it by ticket.
  taught = (await ok("POST", "/api/course-sessions", { title: "SAT Fall" })).id;
  const cls = await ok("POST", "/api/session-classes", {
    course_session_id: taught,
    name: "SAT A",
    teacher_ids: [ids.teacher],
    ta_ids: [ids.ta],
  });
  const ticket = await ok("POST", "/api/student-class-tickets", {
    student_user_id: ids.student,
    course_session_id: taught,
  });
  await ok("POST", `/api/student-class-tickets/${ticket.id}`, { session_class_id: cls.id });
  // "enrolledIn": an enrollment only (no ticket, no class).
  enrolledIn = (await ok("POST", "/api/course-sessions", { title: "ACT Winter" })).id;
  await ok("POST", "/api/quick-enroll-student", {
    student_user_id: ids.enrolledOnly,
    course_session_id: enrolledIn,
  });
  other = (await ok("POST", "/api/course-sessions", { title: "TOEFL" })).id;
});
afterAll(() => ctx.close());

describe("GET course-sessions/{id} route × role", () => {
  it("opens a session to staff, its classes' teachers and TAs, and students and parents enrolled in it", async () => {
    const table: Array<[number, readonly Who[]]> = [
      [taught, ["super-admin", "staff", "teacher", "ta", "student", "parent"]],
      [enrolledIn, ["super-admin", "staff", "enrolledOnly", "parent2"]],
      [other, ["super-admin", "staff"]],
    ];
    for (const [id, allowed] of table) {
      for (const who of [...PEOPLE.map(([name]) => name), "anon"] as const) {
        const res = await call("GET", `/api/course-sessions/${id}`, undefined, who);
        const label = `GET /api/course-sessions/${id} as ${who}`;
        if (allowed.includes(who)) {
          expect(res.statusCode, label).toBe(200);
          expect(res.json().id, label).toBe(id);
        } else expect(res.statusCode, label).toBe(who === "anon" ? 401 : 403);
      }
    }
  });

  it("answers 404 for an unknown session (to every signed-in role) and 422 for a bad id", async () => {
    for (const who of ["super-admin", "teacher", "student"] as const) {
      const res = await call("GET", "/api/course-sessions/999999", undefined, who);
      expect(res.statusCode, who).toBe(404);
      expect(res.json().message).toBe("This course session does not exist.");
    }
    const bad = await call("GET", "/api/course-sessions/abc", undefined, "teacher");
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(["id"]);
  });

  it("closes the session again once the enrollment is deleted", async () => {
    const extra = (await ok("POST", "/api/course-sessions", { title: "Deleted later" })).id;
    const enrollment = await ok("POST", "/api/quick-enroll-student", {
      student_user_id: ids.student2,
      course_session_id: extra,
    });
    expect((await call("GET", `/api/course-sessions/${extra}`, undefined, "student2")).statusCode).toBe(200);
    await ok("PATCH", "/api/set-enrolled-session-status", { id: enrollment.id, status: "delete" });
    expect((await call("GET", `/api/course-sessions/${extra}`, undefined, "student2")).statusCode).toBe(403);
  });

  it("keeps the session list and writes to admin and staff", async () => {
    for (const who of ["teacher", "student", "parent"] as const) {
      expect((await call("GET", "/api/course-sessions", undefined, who)).statusCode, who).toBe(403);
      expect(
        (await call("PATCH", `/api/course-sessions/${taught}`, { city: "Taipei" }, who)).statusCode,
        who,
      ).toBe(403);
    }
  });
});
