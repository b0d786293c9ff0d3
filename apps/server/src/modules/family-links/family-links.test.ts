import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { createUser, signIn } from "../../../test/helpers/users";
import { queryRows } from "../../db/query-rows";
import { DEMO_SEEDS, runSeeds } from "../../seed";

// Naming a student's email must not make anyone that student's parent. The demo seed gives
// `student` (Ethan) a profile, enrollments, a contract and class tickets, linked to `parent`.
let ctx: TestContext;
const DEMO_PASSWORD = "demo-password-test";
const headers: Record<string, { authorization: string }> = {};
const ids: Record<string, number> = {};
const emails: Record<string, string> = {};
let counter = 0;

beforeAll(async () => {
  ctx = await createTestApp({ DEMO_PASSWORD, PUBLIC_URL: "http://app.test" });
  await runSeeds(ctx.database.db, DEMO_SEEDS, { config: ctx.config, log: ctx.app.log });
  for (const username of ["admin", "parent", "student", "student2", "teacher"]) {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { username, password: DEMO_PASSWORD },
    });
    headers[username] = { authorization: `Bearer ${res.json().access_token}` };
    ids[username] = res.json().user.id;
    emails[username] = res.json().user.email;
  }
  await createUser(ctx.database.db, { username: "outsider", roles: ["student"] });
  headers.outsider = { authorization: (await signIn(ctx.app, "outsider")).authorization };
});
afterAll(() => ctx.close());

/** A fresh sign-up: no role, not bound yet (what anyone gets from POST register). */
async function freshSignUp() {
  counter += 1;
  const username = `stranger${counter}`;
  const row = await createUser(ctx.database.db, { username, finishBind: false });
  headers[username] = { authorization: (await signIn(ctx.app, username)).authorization };
  ids[username] = row.id;
  return username;
}

const call = (
  method: "GET" | "POST" | "PATCH",
  url: string,
  who: string | null,
  payload?: object,
  locale?: string,
) =>
  ctx.app.inject({
    method,
    url,
    headers: { ...(who ? headers[who] : {}), ...(locale ? { "accept-language": locale } : {}) },
    ...(payload ? { payload } : {}),
  });

const bindParent = (who: string, studentEmails: string[]) =>
  call("POST", "/api/bind-parent", who, { phone: "+1 801 555 0100", student_emails: studentEmails });

async function familyOf(studentUsername: string) {
  const studentId = ids[studentUsername];
  const [enrolled] = await queryRows<{ id: number }>(
    ctx.database.db,
    sql`select e.id from enrolled_course_sessions e join enrollment_contracts c on c.enrolled_session_id = e.id
        where e.student_user_id = ${studentId} order by e.id limit 1`,
  );
  const [ticket] = await queryRows<{ id: number }>(
    ctx.database.db,
    sql`select id from student_class_tickets where student_user_id = ${studentId} order by id limit 1`,
  );
  if (!enrolled || !ticket)
    throw new Error("demo seed: Ethan has an enrollment with a contract and a ticket");
  return { studentId: studentId as number, enrolledId: enrolled.id, ticketId: ticket.id };
}

/** What a parent of the student can reach; each line is one reader of the parent–student link. */
async function reach(who: string, studentUsername: string) {
  const { studentId, enrolledId, ticketId } = await familyOf(studentUsername);
  const list = async (url: string) => {
    const res = await call("GET", url, who);
    return res.statusCode === 200 ? (res.json().data as { id: number }[]).map((row) => row.id) : [];
  };
  return {
    profile: (await call("GET", `/api/profile/${studentId}`, who)).statusCode,
    survey: (await call("PATCH", `/api/student/survey/${studentId}`, who, { survey: { goal: "x" } }))
      .statusCode,
    ticket: (await call("GET", `/api/student-class-tickets/${ticketId}`, who)).statusCode,
    progress: (await call("GET", `/api/students/${studentId}/course-progress`, who)).statusCode,
    contract: (await call("GET", `/api/enrolled-session/${enrolledId}/contract`, who)).statusCode,
    enrollments: (await list("/api/my-enrollments")).includes(enrolledId),
    children: (await list(`/api/parent/${ids[who]}/children`)).includes(studentId),
    students: (await list("/api/students")).includes(studentId),
    me: ((await call("POST", "/api/me", who)).json().student_ids as number[]).includes(studentId),
  };
}

const NOTHING = {
  profile: 403,
  survey: 403,
  ticket: 403,
  progress: 403,
  contract: 403,
  enrollments: false,
  children: false,
  students: false,
  me: false,
};

async function mailedToken(to: string): Promise<string> {
  const [mail] = await queryRows<{ text_body: string; subject: string; locale: string }>(
    ctx.database.db,
    sql`select text_body, subject, locale from mail_outbox where kind = 'parent_link_request'
        and lower(to_address) = lower(${to}) order by id desc limit 1`,
  );
  const match = /\/family-links\/confirm\?token=([A-Za-z0-9_-]+)/.exec(mail?.text_body ?? "");
  if (!match?.[1]) throw new Error(`no confirmation mail to ${to}`);
  return match[1];
}

const linkCount = async (parentId: number, studentId: number) =>
  (
    await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from parent_students where parent_id = ${parentId} and student_id = ${studentId}`,
    )
  )[0]?.n;

describe("a parent named by email waits for the student's confirmation", () => {
  it("a fresh sign-up binding to a student's email reaches nothing until the student confirms by the mailed link", async () => {
    const stranger = await freshSignUp();
    const res = await bindParent(stranger, [emails.student as string]);
    expect(res.statusCode, res.body).toBe(200);
    // The sign-up reaches nothing of the child's: profile, survey, tickets, progress, contract, enrollments.
    expect(await reach(stranger, "student")).toEqual(NOTHING);
    const body = res.json();
    expect(body.pending).toBe(true);
    expect(body.user).toMatchObject({ all_roles: ["parent"], student_ids: [] });
    expect(body.link_requests).toEqual([
      expect.objectContaining({
        status: "pending",
        via: "bind-parent",
        student_id: ids.student,
        student_email: emails.student,
        student_name: null, // not told who the student is before the link exists
        can_confirm: false,
        is_mine: true,
      }),
    ]);
    // The parent may finish binding (the named student counts while waiting), still reaching nothing.
    expect((await call("POST", "/api/finish-bind", stranger)).statusCode).toBe(200);
    expect(await reach(stranger, "student")).toEqual(NOTHING);
    const sign = await call("POST", "/api/enrolled-session/signed-contract", stranger, {
      enrolled_session_id: (await familyOf("student")).enrolledId,
      signer_name: "Not a parent",
      agree: true,
    });
    expect(sign.statusCode).toBe(403);

    // The student got a mail (in their language) with a single-use link to a confirmation page.
    const token = await mailedToken(emails.student as string);
    const view = await call("POST", "/api/parent-link-requests/by-token", "student", { token });
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json()).toMatchObject({
      parent_id: ids[stranger],
      parent_username: stranger,
      can_confirm: true,
      is_mine: false,
    });
    const confirmed = await call("POST", "/api/parent-link-requests/confirm-by-token", "student", { token });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({
      id: view.json().id,
      status: "confirmed",
      parent_id: ids[stranger],
      student_id: ids.student,
    });

    // Now the link exists and grants what a parent's link grants.
    const after = await reach(stranger, "student");
    expect(after).toMatchObject({ profile: 200, ticket: 200, progress: 200, contract: 200 });
    expect(after).toMatchObject({ enrollments: true, children: true, students: true, me: true });

    // Single use: the same link again is refused.
    const again = await call("POST", "/api/parent-link-requests/confirm-by-token", "student", { token });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({
      token: ["This confirmation link is not valid or has already been used."],
    });
    const [audit] = await queryRows<{ action: string; actor_id: number; after: Record<string, unknown> }>(
      ctx.database.db,
      sql`select action, actor_id, after from audit_log where target_type = 'user'
          and target_id = ${String(ids.student)} and action = 'parent_student.connect' order by id desc limit 1`,
    );
    expect(audit).toMatchObject({
      actor_id: ids.student,
      after: { parent_id: ids[stranger], via: "confirmed", requested_via: "bind-parent", by_token: true },
    });
  });

  it("the mailed link: only the student it was sent to, not after it expired, not an unknown one", async () => {
    const stranger = await freshSignUp();
    expect((await bindParent(stranger, [emails.student2 as string])).statusCode).toBe(200);
    const token = await mailedToken(emails.student2 as string);
    const [mail] = await queryRows<{ locale: string; subject: string }>(
      ctx.database.db,
      sql`select locale, subject from mail_outbox where kind = 'parent_link_request'
          and lower(to_address) = lower(${emails.student2}) order by id desc limit 1`,
    );
    expect(mail?.subject.length).toBeGreaterThan(0);

    // Another signed-in account (the parent who asked, another student) cannot use it.
    for (const who of [stranger, "outsider", "admin"]) {
      const wrong = await call("POST", "/api/parent-link-requests/confirm-by-token", who, { token }, "zh-TW");
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json().message).toBe("此確認連結屬於其他帳號，請以收到郵件的學生帳號登入。");
    }
    expect((await call("POST", "/api/parent-link-requests/by-token", stranger, { token })).statusCode).toBe(
      403,
    );
    expect(
      (await call("POST", "/api/parent-link-requests/confirm-by-token", null, { token })).statusCode,
    ).toBe(401);
    const unknown = await call("POST", "/api/parent-link-requests/confirm-by-token", "student2", {
      token: "not-a-token",
    });
    expect(unknown.json().errors).toEqual({
      token: ["This confirmation link is not valid or has already been used."],
    });
    const blank = await call("POST", "/api/parent-link-requests/confirm-by-token", "student2", {
      token: " ",
    });
    expect(blank.json().errors).toEqual({ token: ["This field is required."] });

    await ctx.database.db.execute(
      sql`update parent_link_requests set expires_at = now() - interval '1 minute' where parent_id = ${ids[stranger]}`,
    );
    const expired = await call("POST", "/api/parent-link-requests/confirm-by-token", "student2", { token });
    expect(expired.statusCode).toBe(422);
    expect(expired.json().errors).toEqual({
      token: ["This confirmation link has expired. The parent can send a new request."],
    });
    expect(await linkCount(ids[stranger] as number, ids.student2 as number)).toBe(0);
    // An expired request is no longer listed, and the parent may ask again (a new mail, a new link).
    const list = await call("GET", "/api/parent-link-requests", "student2");
    expect(list.json().data.some((r: { parent_id: number }) => r.parent_id === ids[stranger])).toBe(false);
    const asked = await call("POST", "/api/link-student", stranger, { email: emails.student2 });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toMatchObject({ pending: true, student_ids: [] });
    expect(await mailedToken(emails.student2 as string)).not.toBe(token);
  });
});

describe("confirm and decline on screen", () => {
  it("the student sees requests for them and confirms; link-student also waits", async () => {
    const stranger = await freshSignUp();
    await bindParent(stranger, [emails.student2 as string]);
    await call("POST", "/api/finish-bind", stranger);
    const mine = (await call("GET", "/api/parent-link-requests", "student2")).json();
    const request = mine.data.find((r: { parent_id: number }) => r.parent_id === ids[stranger]);
    expect(request).toMatchObject({
      student_id: ids.student2,
      student_name: "Chloe Huang",
      can_confirm: true,
      is_mine: false,
      parent_username: stranger,
    });
    // The parent who asked sees it as theirs, and cannot confirm it themselves.
    const theirs = (await call("GET", "/api/parent-link-requests", stranger)).json();
    expect(theirs.data).toEqual([
      expect.objectContaining({ id: request.id, is_mine: true, can_confirm: false }),
    ]);
    expect((await call("POST", `/api/parent-link-requests/${request.id}/confirm`, stranger)).statusCode).toBe(
      403,
    );
    // Someone unrelated does not even see it.
    expect(
      (await call("POST", `/api/parent-link-requests/${request.id}/confirm`, "outsider")).statusCode,
    ).toBe(404);
    expect((await call("GET", "/api/parent-link-requests", "outsider")).json().total).toBe(0);
    // Asking twice for one student while the first request waits is refused.
    const twice = await call("POST", "/api/link-student", stranger, { email: emails.student2 });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors).toEqual({
      email: ["A request to link this student is already waiting for confirmation."],
    });

    const ok = await call("POST", `/api/parent-link-requests/${request.id}/confirm`, "student2");
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().status).toBe("confirmed");
    expect(await linkCount(ids[stranger] as number, ids.student2 as number)).toBe(1);
    expect(
      (await call("POST", `/api/parent-link-requests/${request.id}/confirm`, "student2")).statusCode,
    ).toBe(404);
  });

  it("a parent already linked to the student sees a new request and may decline it; the asker may withdraw", async () => {
    const stranger = await freshSignUp();
    await bindParent(stranger, [emails.student as string]);
    const seen = (await call("GET", "/api/parent-link-requests", "parent")).json();
    const request = seen.data.find((r: { parent_id: number }) => r.parent_id === ids[stranger]);
    expect(request).toMatchObject({ student_id: ids.student, can_confirm: true, is_mine: false });
    const declined = await call("POST", `/api/parent-link-requests/${request.id}/decline`, "parent");
    expect(declined.statusCode).toBe(200);
    expect(declined.json().status).toBe("declined");
    expect(await reach(stranger, "student")).toEqual(NOTHING);
    expect((await call("GET", "/api/parent-link-requests", "student")).json().data).not.toContainEqual(
      expect.objectContaining({ id: request.id }),
    );
    const [audit] = await queryRows<{ action: string; actor_id: number }>(
      ctx.database.db,
      sql`select action, actor_id from audit_log where target_id = ${String(ids[stranger])}
          and action like 'parent_link.%' order by id desc limit 1`,
    );
    expect(audit).toEqual({ action: "parent_link.decline", actor_id: ids.parent });

    // Asked again, then withdrawn by the parent who asked.
    const asked = await call("POST", "/api/link-student", stranger, { email: emails.student });
    const again = asked.json().link_requests[0];
    const withdrawn = await call("POST", `/api/parent-link-requests/${again.id}/decline`, stranger);
    expect(withdrawn.json().status).toBe("withdrawn");
    expect(await linkCount(ids[stranger] as number, ids.student as number)).toBe(0);
  });

  it("an admin sees every request and confirms; an admin's own links need no confirmation", async () => {
    const stranger = await freshSignUp();
    await bindParent(stranger, [emails.student2 as string]);
    const all = (await call("GET", "/api/parent-link-requests", "admin")).json();
    const request = all.data.find((r: { parent_id: number }) => r.parent_id === ids[stranger]);
    expect(request).toMatchObject({ can_confirm: true, is_mine: false });
    expect((await call("POST", `/api/parent-link-requests/${request.id}/confirm`, "admin")).statusCode).toBe(
      200,
    );
    expect(await linkCount(ids[stranger] as number, ids.student2 as number)).toBe(1);

    const other = await freshSignUp();
    await bindParent(other, [emails.student2 as string]);
    await call("POST", "/api/finish-bind", other);
    const connect = await call("POST", "/api/parent/connect-student", "admin", {
      parent_user_id: ids[other],
      users: [ids.student2],
    });
    expect(connect.statusCode, connect.body).toBe(200);
    expect(connect.json().student_ids).toEqual([ids.student2]);
    // The admin's link replaced the waiting request (what `other` still sees are other parents'
    // requests for student2, now that `other` is a linked parent).
    const left = (await call("GET", "/api/parent-link-requests", other)).json().data;
    expect(left.filter((r: { is_mine: boolean }) => r.is_mine)).toEqual([]);
    expect(left.every((r: { can_confirm: boolean }) => r.can_confirm)).toBe(true);
  });

  it("a parent may be their own student without asking anyone", async () => {
    const self = await freshSignUp();
    await call("POST", "/api/bind-student", self, { school: "TAS", phone: "0912345678" });
    const res = await bindParent(self, [`${self}@example.com`]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      pending: false,
      link_requests: [],
      user: { student_ids: [ids[self]] },
    });
  });
});

// Route × role for the new routes (the requests are the caller's own: 200 for every signed-in role).
describe("route × role", () => {
  const WHO = [null, "student", "parent", "teacher", "admin"] as const;
  const routes: Array<[string, string, object | undefined, Record<string, number>]> = [
    ["GET", "/api/parent-link-requests", undefined, { student: 200, parent: 200, teacher: 200, admin: 200 }],
    [
      "POST",
      "/api/parent-link-requests/999999/confirm",
      undefined,
      { student: 404, parent: 404, admin: 404 },
    ],
    [
      "POST",
      "/api/parent-link-requests/999999/decline",
      undefined,
      { student: 404, parent: 404, admin: 404 },
    ],
    ["POST", "/api/parent-link-requests/by-token", { token: "nope" }, { student: 422, admin: 422 }],
    ["POST", "/api/parent-link-requests/confirm-by-token", { token: "nope" }, { student: 422, admin: 422 }],
  ];
  it.each(
    routes.flatMap((route) => WHO.map((who) => [route[0], route[1], who ?? "anonymous", route] as const)),
  )("%s %s as %s", async (_method, _url, who, [method, url, body, ok]) => {
    const res = await call(method as "GET" | "POST", url, who === "anonymous" ? null : who, body);
    expect(res.statusCode, res.body).toBe(who === "anonymous" ? 401 : (ok[who] ?? ok.student));
  });
});
