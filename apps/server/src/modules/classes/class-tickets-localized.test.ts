import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { createUser, signIn } from "../../../test/helpers/users";

let ctx: TestContext;
let admin: { authorization?: string };
let sessionId: number;
let classId: number;
let placedTicketId: number;

const get = (url: string, locale?: string) =>
  ctx.app.inject({
    method: "GET",
    url,
    headers: { ...admin, ...(locale && { "accept-language": locale }) },
  });

beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: "http://app.test" });
  await createUser(ctx.database.db, { username: "admin", roles: ["super-admin"] });
  admin = { authorization: (await signIn(ctx.app, "admin")).authorization };
  const student = await createUser(ctx.database.db, { username: "stu", roles: ["student"] });
  const student2 = await createUser(ctx.database.db, { username: "stu2", roles: ["student"] });
  const post = (url: string, payload: object) =>
    ctx.app.inject({ method: "POST", url, headers: admin, payload });
  sessionId = (
    await post("/api/course-sessions", {
      title: "SAT Fall",
      city: "Taipei",
      translations: { "zh-TW": { title: "SAT 秋季班", city: "台北" } },
    })
  ).json().id;
  classId = (
    await post("/api/session-classes", {
      course_session_id: sessionId,
      name: "Reading A",
      translations: { "zh-CN": { name: "阅读 A 班" } },
    })
  ).json().id;
  for (const id of [student.id, student2.id]) {
    const ticket = (
      await post("/api/student-class-tickets", {
        student_user_id: id,
        course_session_id: sessionId,
        is_paid: true,
      })
    ).json();
    if (id === student.id) placedTicketId = ticket.id;
  }
  const placed = await post(`/api/student-class-tickets/${placedTicketId}`, { session_class_id: classId });
  expect(placed.statusCode).toBe(200);
});
afterAll(() => ctx.close());

describe("placement answers in the reader's language", () => {
  it("localizes the session title and class name of placed tickets, with the other-Chinese fallback", async () => {
    const tw = (
      await get(`/api/student-class-tickets/placement-list?course_session_id=${sessionId}`, "zh-TW")
    ).json();
    expect(tw.data[0]).toMatchObject({
      course_session: { title: "SAT Fall", localized: { title: "SAT 秋季班", city: "台北" } },
      // no zh-TW class name: the zh-CN one is the fallback
      session_class: { id: classId, name: "Reading A", localized: { name: "阅读 A 班" } },
    });
    const cn = (
      await get(`/api/student-class-tickets/placement-list?course_session_id=${sessionId}`, "zh-CN")
    ).json();
    expect(cn.data[0]).toMatchObject({
      course_session: { localized: { title: "SAT 秋季班" } },
      session_class: { localized: { name: "阅读 A 班" } },
    });
    const en = (
      await get(`/api/student-class-tickets/placement-list?course_session_id=${sessionId}`, "en")
    ).json();
    expect(en.data[0]).toMatchObject({
      course_session: { localized: { title: "SAT Fall", city: "Taipei" } },
      session_class: { localized: { name: "Reading A" } },
    });
  });

  it("localizes the waiting list, one ticket and the class roster", async () => {
    const waiting = (
      await get(`/api/student-class-tickets-paid-but-no-placement?course_session_id=${sessionId}`, "zh-TW")
    ).json();
    expect(waiting.data).toHaveLength(1);
    expect(waiting.data[0]).toMatchObject({
      session_class: null,
      course_session: { localized: { title: "SAT 秋季班" } },
    });
    const one = (await get(`/api/student-class-tickets/${placedTicketId}`, "zh-CN")).json();
    expect(one.session_class.localized.name).toBe("阅读 A 班");
    const detail = (await get(`/api/session-classes/${classId}`, "zh-TW")).json();
    expect(detail.students[0].session_class.localized.name).toBe("阅读 A 班");
    expect(detail.students[0].course_session.localized.title).toBe("SAT 秋季班");
  });
});
