import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { createUser, linkParentStudents, signIn } from "../../../test/helpers/users";
import { queryRows } from "../../db/query-rows";
import { createClassTicket } from ".";

let ctx: TestContext;
const auth: Record<string, { authorization?: string }> = { anon: {} };
const ids: Record<string, number> = {};
const PEOPLE = [
  ["super-admin", "super-admin"],
  ["staff", "staff"],
  ["teacher", "teacher"],
  ["teacher2", "teacher"],
  ["parent", "parent"],
  ["student", "student"],
  ["student2", "student"],
] as const;
type Who = (typeof PEOPLE)[number][0] | "anon";
let sessionId: number;
let otherSessionId: number;
let classId: number;
let ticketId: number;

const call = (
  method: "GET" | "POST" | "PATCH" | "DELETE",
  url: string,
  payload?: object,
  who: Who = "super-admin",
) => ctx.app.inject({ method, url, headers: { ...auth[who] }, ...(payload && { payload }) });

const counts = async () =>
  (
    await queryRows<{ classes: number; tickets: number; placed: number; audit: number }>(
      ctx.database.db,
      sql`select (select count(*)::int from session_classes) as classes, (select count(*)::int from student_class_tickets) as tickets,
                 (select count(*)::int from student_class_tickets where session_class_id is not null) as placed,
                 (select count(*)::int from audit_log) as audit`,
    )
  )[0];

beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: "http://app.test" });
  for (const [username, role] of PEOPLE) {
    ids[username] = (await createUser(ctx.database.db, { username, roles: [role] })).id;
    auth[username] = { authorization: (await signIn(ctx.app, username)).authorization };
  }
  await linkParentStudents(ctx.database.db, ids.parent as number, [ids.student as number]);
  sessionId = (
    await call("POST", "/api/course-sessions", { title: "SAT Fall Taipei", city: "Taipei" })
  ).json().id;
  otherSessionId = (await call("POST", "/api/course-sessions", { title: "ACT Fall" })).json().id;
  const created = await call("POST", "/api/session-classes", {
    course_session_id: sessionId,
    name: "SAT Reading A",
    teacher_ids: [ids.teacher],
    ta_ids: [ids.staff],
    start_date: "2026-01-10",
    end_date: "2099-06-30",
    schedule: "Saturdays",
    time_from: "09:00",
    time_to: "12:00",
    room: "301",
    online_link: "https://meet.example.com/sat-a",
  });
  expect(created.statusCode).toBe(200);
  classId = created.json().id;
  ticketId = (
    await call("POST", "/api/student-class-tickets", {
      student_user_id: ids.student,
      course_session_id: sessionId,
      is_paid: true,
    })
  ).json().id;
});
afterAll(() => ctx.close());

describe("placement", () => {
  it("moves a paid ticket into a class: it leaves the to-do list and the student appears in the class", async () => {
    const todo = (
      await call("GET", `/api/student-class-tickets-paid-but-no-placement?course_session_id=${sessionId}`)
    ).json();
    expect(todo.data.map((t: { id: number }) => t.id)).toEqual([ticketId]);
    const classes = (
      await call(
        "GET",
        `/api/session-classes/placement-list?course_session_id=${sessionId}`,
        undefined,
        "staff",
      )
    ).json();
    expect(classes.data.map((c: { id: number }) => c.id)).toEqual([classId]);

    const placed = await call(
      "POST",
      `/api/student-class-tickets/${ticketId}`,
      {
        session_class_id: classId,
        date: "2026-01-10",
        time: "09:00",
        address: "1 Xinyi Rd",
        classroom: "301",
        study_room: "B2",
        score_range: "1200-1350",
        ta_user_id: ids.staff,
      },
      "staff",
    );
    expect(placed.statusCode).toBe(200);
    expect(placed.json()).toMatchObject({
      session_class_id: classId,
      session_class: { id: classId, name: "SAT Reading A" },
      date: "2026-01-10",
      time: "09:00",
      classroom: "301",
      study_room: "B2",
      score_range: "1200-1350",
      ta: { id: ids.staff },
    });
    expect((await call("GET", "/api/student-class-tickets-paid-but-no-placement")).json().total).toBe(0);
    const list = (
      await call("GET", `/api/student-class-tickets/placement-list?session_class_id=${classId}`)
    ).json();
    expect(list.data.map((t: { student: { id: number } }) => t.student.id)).toEqual([ids.student]);

    const detail = (await call("GET", `/api/session-classes/${classId}`, undefined, "teacher")).json();
    expect(detail.session_class).toMatchObject({
      name: "SAT Reading A",
      student_count: 1,
      is_private: false,
      teachers: [{ id: ids.teacher }],
      tas: [{ id: ids.staff }],
    });
    expect(detail.students.map((t: { student: { username: string } }) => t.student.username)).toEqual([
      "student",
    ]);

    // Mine: the teacher, the student and the parent see it; the other teacher and student do not.
    for (const who of ["teacher", "student", "parent", "staff"] as const) {
      const mine = (await call("GET", "/api/session-classes", undefined, who)).json();
      expect(
        mine.data.map((c: { id: number }) => c.id),
        who,
      ).toEqual([classId]);
    }
    for (const who of ["teacher2", "student2"] as const) {
      expect((await call("GET", "/api/session-classes", undefined, who)).json().total, who).toBe(0);
      expect((await call("GET", `/api/session-classes/${classId}`, undefined, who)).statusCode, who).toBe(
        403,
      );
    }
    expect((await call("GET", `/api/session-classes/${classId}`, undefined, "parent")).statusCode).toBe(200);
    expect(
      (await call("GET", `/api/student-class-tickets/${ticketId}`, undefined, "student2")).statusCode,
    ).toBe(403);
  });

  it("lets a teacher read their class students' profiles, and only theirs", async () => {
    expect((await call("GET", `/api/profile/${ids.student}`, undefined, "teacher")).statusCode).toBe(200);
    expect((await call("GET", `/api/profile/${ids.student}`, undefined, "teacher2")).statusCode).toBe(403);
    expect((await call("GET", `/api/profile/${ids.student2}`, undefined, "teacher")).statusCode).toBe(403);
  });

  it("refuses a class of another session, a full class, a non-staff TA and bad fields, writing nothing", async () => {
    const otherClass = (
      await call("POST", "/api/session-classes", {
        course_session_id: otherSessionId,
        name: "ACT A",
        capacity: 1,
      })
    ).json();
    const ticket2 = (
      await call("POST", "/api/student-class-tickets", {
        student_user_id: ids.student2,
        course_session_id: sessionId,
      })
    ).json();
    const before = await counts();
    const wrongSession = await call("POST", `/api/student-class-tickets/${ticket2.id}`, {
      session_class_id: otherClass.id,
      ta_user_id: ids.parent,
    });
    expect(wrongSession.statusCode).toBe(422);
    expect(wrongSession.json().errors).toEqual({
      session_class_id: ["This class belongs to another course session."],
      ta_user_id: ["A teaching assistant must be a teacher or a staff member."],
    });
    const bad = await call("POST", `/api/student-class-tickets/${ticket2.id}`, {
      session_class_id: classId,
      time: "9am",
      date: "tomorrow",
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["date", "time"]);
    const full1 = (
      await call("POST", "/api/student-class-tickets", {
        student_user_id: ids.student,
        course_session_id: otherSessionId,
      })
    ).json();
    const full2 = (
      await call("POST", "/api/student-class-tickets", {
        student_user_id: ids.student2,
        course_session_id: otherSessionId,
      })
    ).json();
    const mid = await counts();
    expect(
      (await call("POST", `/api/student-class-tickets/${full1.id}`, { session_class_id: otherClass.id }))
        .statusCode,
    ).toBe(200);
    const full = await call("POST", `/api/student-class-tickets/${full2.id}`, {
      session_class_id: otherClass.id,
    });
    expect(full.json().errors).toEqual({ session_class_id: ["This class is full."] });
    const badClass = await call("POST", "/api/session-classes", {
      course_session_id: 999999,
      name: "",
      teacher_ids: [ids.student],
      online_link: "javascript:alert(1)",
      time_from: "10:00",
      time_to: "09:00",
    });
    expect(badClass.statusCode).toBe(422);
    expect(Object.keys(badClass.json().errors).sort()).toEqual(["name", "online_link", "time_to"]);
    const notTeacher = await call("POST", "/api/session-classes", {
      course_session_id: sessionId,
      name: "X",
      teacher_ids: [ids.student],
    });
    expect(notTeacher.json().errors).toEqual({ "teacher_ids.0": ["This user is not a teacher."] });
    const notStudent = await call("POST", "/api/student-class-tickets", {
      student_user_id: ids.teacher,
      course_session_id: sessionId,
    });
    expect(notStudent.json().errors).toEqual({ student_user_id: ["This user is not a student."] });
    const after = await counts();
    expect(before).toMatchObject({ placed: 1 });
    expect(after?.classes).toBe(mid?.classes);
    expect(after?.tickets).toBe(mid?.tickets);
    expect(after?.placed).toBe(2);
    const refused = await call("DELETE", `/api/session-classes/${otherClass.id}`, undefined, "super-admin");
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: "conflict",
      message: "This class still has students; move them to another class first.",
    });
    const refusedTw = await ctx.app.inject({
      method: "DELETE",
      url: `/api/session-classes/${otherClass.id}`,
      headers: { ...auth["super-admin"], "accept-language": "zh-TW" },
    });
    expect(refusedTw.json().message).toBe("該班級仍有學生，請先將學生分到其他班級。");
    expect(
      (await call("DELETE", `/api/session-classes/${otherClass.id}`, undefined, "staff")).statusCode,
    ).toBe(403);
    expect((await counts())?.classes).toBe(after?.classes);
  });

  it("lets an admin delete an empty class (staff may not), auditing it", async () => {
    const empty = (
      await call("POST", "/api/session-classes", { course_session_id: otherSessionId, name: "Empty" })
    ).json();
    expect((await call("DELETE", `/api/session-classes/${empty.id}`, undefined, "staff")).statusCode).toBe(
      403,
    );
    expect((await call("DELETE", `/api/session-classes/${empty.id}`)).json()).toEqual({ ok: true });
    expect((await call("GET", `/api/session-classes/${empty.id}`)).statusCode).toBe(404);
    expect((await call("DELETE", `/api/session-classes/${empty.id}`)).statusCode).toBe(404);
    const actions = await queryRows<{ action: string }>(
      ctx.database.db,
      sql`select action from audit_log where target_type = 'session_class' and target_id = ${String(empty.id)} order by id`,
    );
    expect(actions.map((a) => a.action)).toEqual(["session_class.create", "session_class.delete"]);
  });

  it("takes a student out of a class and deletes a ticket, auditing both", async () => {
    const ticket = (
      await call("POST", "/api/student-class-tickets", {
        student_user_id: ids.student2,
        course_session_id: sessionId,
        is_paid: true,
      })
    ).json();
    await call("POST", `/api/student-class-tickets/${ticket.id}`, {
      session_class_id: classId,
      classroom: "301",
    });
    const out = await call("POST", `/api/student-class-tickets/${ticket.id}`, {
      session_class_id: null,
      classroom: "ignored",
    });
    expect(out.json()).toMatchObject({ session_class_id: null, classroom: "", placed_at: null });
    expect((await call("DELETE", `/api/student-class-tickets/${ticket.id}`)).statusCode).toBe(200);
    expect((await call("GET", `/api/student-class-tickets/${ticket.id}`)).statusCode).toBe(404);
    const actions = await queryRows<{ action: string }>(
      ctx.database.db,
      sql`select action from audit_log where target_type = 'class_ticket' and target_id = ${String(ticket.id)} order by id`,
    );
    expect(actions.map((a) => a.action)).toEqual([
      "class_ticket.create",
      "class_ticket.place",
      "class_ticket.unplace",
      "class_ticket.delete",
    ]);
  });
});

describe("private classes, old classes and the enrollment hook", () => {
  it("counts a class as private when its course session id is 10 or less", async () => {
    const privateClass = (
      await call("POST", "/api/session-classes", {
        course_session_id: 2,
        name: "Private online: Ethan",
        teacher_ids: [ids.teacher2],
      })
    ).json();
    expect(privateClass).toMatchObject({ is_private: true, course_session: { id: 2, type: "private" } });
    const onlyPrivate = (await call("GET", "/api/session-classes/all?is_private=true")).json();
    expect(onlyPrivate.data.map((c: { id: number }) => c.id)).toEqual([privateClass.id]);
    const group = (await call("GET", "/api/session-classes/all?is_private=false")).json();
    expect(group.data.every((c: { course_session_id: number }) => c.course_session_id > 10)).toBe(true);
  });

  it("lists ended classes under old classes and not among the current ones", async () => {
    const old = (
      await call("POST", "/api/session-classes", {
        course_session_id: sessionId,
        name: "SAT Spring 2024",
        teacher_ids: [ids.teacher],
        start_date: "2024-03-01",
        end_date: "2024-05-31",
      })
    ).json();
    expect(old.is_ended).toBe(true);
    const current = (await call("GET", "/api/session-classes", undefined, "teacher")).json();
    expect(current.data.map((c: { id: number }) => c.id)).toEqual([classId]);
    const ended = (await call("GET", "/api/old-session-classes", undefined, "teacher")).json();
    expect(ended.data.map((c: { id: number }) => c.id)).toEqual([old.id]);
    expect((await call("GET", "/api/old-session-classes", undefined, "teacher2")).json().total).toBe(0);
  });

  it("createClassTicket makes one ticket per enrolled session and marks it paid on a second call", async () => {
    const first = await ctx.database.db.transaction((tx) =>
      createClassTicket(tx, {
        studentUserId: ids.student2 as number,
        courseSessionId: sessionId,
        enrolledSessionId: 777,
        actorId: null,
      }),
    );
    expect(first).toMatchObject({ created: true, ticket: { isPaid: false, enrolledSessionId: 777 } });
    const second = await ctx.database.db.transaction((tx) =>
      createClassTicket(tx, {
        studentUserId: ids.student2 as number,
        courseSessionId: sessionId,
        enrolledSessionId: 777,
        isPaid: true,
        actorId: null,
      }),
    );
    expect(second).toMatchObject({ created: false, ticket: { id: first.ticket.id, isPaid: true } });
    const todo = (await call("GET", "/api/student-class-tickets-paid-but-no-placement?q=student2")).json();
    expect(todo.data.map((t: { id: number }) => t.id)).toContain(first.ticket.id);
  });
});
