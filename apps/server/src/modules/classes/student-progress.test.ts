import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { createUser, linkParentStudents, signIn } from "../../../test/helpers/users";
import { computeStage } from "./student-progress.service";

let ctx: TestContext;
const auth: Record<string, { authorization?: string }> = { anon: {} };
const ids: Record<string, number> = {};
const PEOPLE = [
  ["super-admin", "super-admin"],
  ["staff", "staff"],
  ["teacher", "teacher"],
  ["teacher2", "teacher"],
  ["parent", "parent"],
  ["parent2", "parent"],
  ["student", "student"],
  ["student2", "student"],
  ["editor", "test-editor"],
] as const;
type Who = (typeof PEOPLE)[number][0] | "anon";
const session: Record<string, number> = {};

const call = (
  method: "GET" | "POST" | "PATCH" | "DELETE",
  url: string,
  payload?: object,
  who: Who = "super-admin",
  lang = "en",
) =>
  ctx.app.inject({
    method,
    url,
    headers: { ...auth[who], "accept-language": lang },
    ...(payload && { payload }),
  });

const ok = async (method: "POST" | "PATCH", url: string, payload: object) => {
  const res = await call(method, url, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
  return res.json();
};

const progressUrl = (who: string | number) =>
  `/api/students/${typeof who === "number" ? who : ids[who]}/course-progress`;

/** A course session with one class (dates given) and the student placed in it. */
async function placedIn(key: string, start: string | null, end: string | null) {
  session[key] = (
    await ok("POST", "/api/course-sessions", { title: `${key} session`, start_date: start })
  ).id;
  const cls = await ok("POST", "/api/session-classes", {
    course_session_id: session[key],
    name: `${key} class`,
    teacher_ids: [ids.teacher],
    start_date: start,
    end_date: end,
    schedule: "Saturdays",
    time_from: "09:00",
    time_to: "12:00",
    room: "301",
    address: "7 Xinyi Rd",
  });
  const ticket = await ok("POST", "/api/student-class-tickets", {
    student_user_id: ids.student,
    course_session_id: session[key],
    is_paid: true,
  });
  await ok("POST", `/api/student-class-tickets/${ticket.id}`, {
    session_class_id: cls.id,
    date: start,
    time: "09:00",
    address: "7 Xinyi Rd",
    classroom: "301",
    study_room: "B2",
  });
  return cls.id as number;
}

beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: "http://app.test" });
  for (const [username, role] of PEOPLE) {
    ids[username] = (await createUser(ctx.database.db, { username, roles: [role], firstName: username })).id;
    auth[username] = { authorization: (await signIn(ctx.app, username)).authorization };
  }
  await linkParentStudents(ctx.database.db, ids.parent as number, [ids.student as number]);
  await linkParentStudents(ctx.database.db, ids.parent2 as number, [ids.student2 as number]);

  const course = await ok("POST", "/api/courses", {
    translations: { en: { title: "SAT Intensive" }, "zh-TW": { title: "SAT 密集班" } },
    category: "SAT",
  });
  // Enrolled (unpaid), paid (ticket waiting for a class), cancelled: through the enrollment calls.
  session.enrolled = (
    await ok("POST", "/api/course-sessions", { title: "enrolled session", course_id: course.id })
  ).id;
  session.paid = (await ok("POST", "/api/course-sessions", { title: "paid session" })).id;
  session.cancelled = (await ok("POST", "/api/course-sessions", { title: "cancelled session" })).id;
  await ok("POST", "/api/quick-enroll-student", {
    student_user_id: ids.student,
    course_session_id: session.enrolled,
    payment_status: "unpaid",
  });
  await ok("POST", "/api/quick-enroll-student", {
    student_user_id: ids.student,
    course_session_id: session.paid,
    payment_status: "paid",
  });
  const cancelled = await ok("POST", "/api/quick-enroll-student", {
    student_user_id: ids.student,
    course_session_id: session.cancelled,
  });
  await ok("PATCH", "/api/set-enrolled-session-status", { id: cancelled.id, status: "cancel" });
  // Placed (class starts later), in class (started), finished (ended).
  await placedIn("placed", "2099-01-10", "2099-06-30");
  await placedIn("running", "2024-01-10", "2099-06-30");
  await placedIn("finished", "2023-01-10", "2023-06-30");
});
afterAll(() => ctx.close());

describe("route × role permissions", () => {
  it("GET students/{id}/course-progress: staff any student, the student, their parent, their class's teacher", async () => {
    const everyone = [...PEOPLE.map(([who]) => who), "anon"] as const;
    const table: Array<[string, readonly Who[]]> = [
      [progressUrl("student"), ["super-admin", "staff", "teacher", "parent", "student"]],
      [progressUrl("student2"), ["super-admin", "staff", "parent2", "student2"]],
    ];
    for (const [url, allowed] of table) {
      for (const who of everyone) {
        const res = await call("GET", url, undefined, who);
        const label = `GET ${url} as ${who}`;
        if (allowed.includes(who)) expect(res.statusCode, label).toBe(200);
        else expect(res.statusCode, label).toBe(who === "anon" ? 401 : 403);
      }
    }
  });

  it("answers 404 for an unknown student and 422 for a bad id", async () => {
    for (const who of ["super-admin", "teacher", "parent"] as const) {
      const res = await call("GET", progressUrl(999_999), undefined, who);
      expect(res.statusCode, who).toBe(404);
      expect(res.json()).toMatchObject({ code: "not_found", message: "This user does not exist." });
    }
    const bad = await call("GET", "/api/students/abc/course-progress");
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(["id"]);
    expect((await call("GET", "/api/students/0/course-progress")).statusCode).toBe(422);
  });
});

describe("course progress", () => {
  it("gives each course session of the student its stage, in date order", async () => {
    const res = await call("GET", progressUrl("student"), undefined, "parent");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.student).toMatchObject({ id: ids.student, username: "student" });
    const stages = Object.fromEntries(
      body.course_sessions.map((entry: { course_session: { id: number }; stage: string }) => [
        entry.course_session.id,
        entry.stage,
      ]),
    );
    expect(stages).toEqual({
      [session.enrolled as number]: "enrolled",
      [session.paid as number]: "paid",
      [session.cancelled as number]: "cancelled",
      [session.placed as number]: "placed",
      [session.running as number]: "in_class",
      [session.finished as number]: "finished",
    });
    // Dated sessions first, oldest first; undated ones after, by id.
    expect(body.course_sessions.map((e: { course_session: { id: number } }) => e.course_session.id)).toEqual([
      session.finished,
      session.running,
      session.placed,
      session.enrolled,
      session.paid,
      session.cancelled,
    ]);
  });

  it("shows the enrollment, payment and placement details with the class and its teachers", async () => {
    const body = (await call("GET", progressUrl("student"), undefined, "teacher", "zh-TW")).json();
    const byId = (id: number | undefined) =>
      body.course_sessions.find((e: { course_session: { id: number } }) => e.course_session.id === id);
    const enrolled = byId(session.enrolled);
    expect(enrolled.course_session.course).toMatchObject({ title: "SAT 密集班" });
    expect(enrolled.enrollments).toEqual([
      expect.objectContaining({ status: "normal", payment_status: "unpaid", type: "group" }),
    ]);
    expect(enrolled.tickets).toEqual([]);
    const paid = byId(session.paid);
    expect(paid.enrollments[0]).toMatchObject({ payment_status: "paid" });
    expect(paid.tickets).toEqual([expect.objectContaining({ is_paid: true, session_class: null })]);
    expect(byId(session.cancelled).enrollments[0]).toMatchObject({ status: "cancel" });
    const running = byId(session.running);
    expect(running.enrollments).toEqual([]);
    expect(running.tickets[0]).toMatchObject({
      is_paid: true,
      date: "2024-01-10",
      time: "09:00",
      address: "7 Xinyi Rd",
      classroom: "301",
      study_room: "B2",
      session_class: {
        name: "running class",
        status: "running",
        start_date: "2024-01-10",
        end_date: "2099-06-30",
        time_from: "09:00",
        time_to: "12:00",
        room: "301",
        teachers: [{ id: ids.teacher, username: "teacher" }],
      },
    });
    expect(typeof running.tickets[0].placed_at).toBe("string");
    expect(byId(session.placed).tickets[0].session_class.status).toBe("upcoming");
    expect(byId(session.finished).tickets[0].session_class.status).toBe("ended");
  });

  it("gives a student with no courses an empty path, and hides deleted enrollments", async () => {
    const body = (await call("GET", progressUrl("student2"), undefined, "student2")).json();
    expect(body).toEqual({
      student: { id: ids.student2, username: "student2", first_name: "student2", last_name: "" },
      course_sessions: [],
    });
    const extra = (await ok("POST", "/api/course-sessions", { title: "deleted session" })).id;
    const enrollment = await ok("POST", "/api/quick-enroll-student", {
      student_user_id: ids.student2,
      course_session_id: extra,
    });
    expect((await call("GET", progressUrl("student2"))).json().course_sessions).toHaveLength(1);
    await ok("PATCH", "/api/set-enrolled-session-status", { id: enrollment.id, status: "delete" });
    expect((await call("GET", progressUrl("student2"))).json().course_sessions).toEqual([]);
  });
});

describe("computeStage", () => {
  const cls = (status: "upcoming" | "running" | "ended") => ({ is_paid: true, session_class: { status } });
  const unplaced = (is_paid: boolean) => ({ is_paid, session_class: null });
  const enrollment = (status: "normal" | "cancel", payment_status: "unpaid" | "paid" | "cancelled") => ({
    status,
    payment_status,
  });

  it("prefers a running class, then an upcoming one, then an ended one", () => {
    expect(computeStage([cls("ended"), cls("running")], [])).toBe("in_class");
    expect(computeStage([cls("ended"), cls("upcoming")], [])).toBe("placed");
    expect(computeStage([cls("ended")], [enrollment("cancel", "cancelled")])).toBe("finished");
  });

  it("counts paid tickets and paid enrollments as paid, and cancelled enrollments only without tickets", () => {
    expect(computeStage([unplaced(true)], [])).toBe("paid");
    expect(computeStage([], [enrollment("normal", "paid")])).toBe("paid");
    expect(computeStage([], [enrollment("cancel", "paid")])).toBe("cancelled");
    expect(computeStage([unplaced(false)], [enrollment("cancel", "unpaid")])).toBe("enrolled");
    expect(computeStage([], [enrollment("normal", "cancelled")])).toBe("cancelled");
    expect(computeStage([], [enrollment("normal", "unpaid"), enrollment("cancel", "unpaid")])).toBe(
      "enrolled",
    );
  });
});
