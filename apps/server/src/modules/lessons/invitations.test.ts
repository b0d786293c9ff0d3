import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { signIn } from "../../../test/helpers/users";
import { queryRows } from "../../db/query-rows";
import { buildLessonWorld, inChinese, type LessonWorld } from "./lessons.test-helpers";

let ctx: TestContext;
let w: LessonWorld;

const lastMailTo = async (address: string) =>
  (
    await queryRows<{ subject: string; text_body: string; kind: string }>(
      ctx.database.db,
      sql`select subject, text_body, kind from mail_outbox where to_address = ${address} order by id desc limit 1`,
    )
  )[0];

const reply = (body: object, who = "anon") => w.call("POST", "/api/reply-teacher-invitation", body, who);

beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: "http://app.test" });
  w = await buildLessonWorld(ctx);
});
afterAll(() => ctx.close());
// Each test invites on a lesson of its own, and the teachers hold no invitation from another test.
beforeEach(async () => {
  await ctx.database.db.execute(sql`delete from teacher_invitations`);
});

/** A new private lesson with no teacher invited yet. */
async function newLesson(): Promise<number> {
  const res = await w.call("POST", "/api/add-custom-lesson", {
    title: "SAT Verbal 1:1",
    lesson_requests: [{ student_user_id: w.ids.student, fee: 150_000 }],
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id;
}

type Invited = { id: number; key: string };
/** The staff's invitation of both teachers to a new lesson, mailed: each one's id and the key its link carries. */
const inviteBoth = (classId: number) =>
  w.call(
    "POST",
    "/api/invite-teachers",
    {
      class_id: classId,
      send_mail: 1,
      teachers: [
        { teacher_user_id: w.ids.teacher, salary: 80_000, notes: "Saturday mornings" },
        { teacher_user_id: w.ids.teacher2, salary: 7_500, currency: "USD" },
      ],
    },
    "staff",
  );
function byTeacher(data: Array<{ id: number; encrypted_id: string; teacher_user_id: number }>) {
  const of = (teacher: number | undefined): Invited => {
    const found = data.find((inv) => inv.teacher_user_id === teacher);
    if (!found) throw new Error(`no invitation for teacher ${teacher}`);
    return { id: found.id, key: found.encrypted_id };
  };
  return { teacher: of(w.ids.teacher), teacher2: of(w.ids.teacher2) };
}
async function invitedLesson(): Promise<{ classId: number; teacher: Invited; teacher2: Invited }> {
  const classId = await newLesson();
  const res = await inviteBoth(classId);
  expect(res.statusCode, res.body).toBe(200);
  return { classId, ...byTeacher(res.json().data) };
}
/** The invitation's salary as the office edits it before the replies. */
const setSalary = async (invitation: Invited, salary: number) =>
  expect((await w.call("PATCH", "/api/teacher-invitation", { id: invitation.id, salary })).statusCode).toBe(
    200,
  );

describe("inviting teachers", () => {
  it("is for admins and staff; teachers must be teachers, once per class; nothing is written on errors", async () => {
    const classId = await newLesson();
    const body = { class_id: classId, teachers: [{ teacher_user_id: w.ids.teacher }] };
    expect((await w.call("POST", "/api/invite-teachers", body, "anon")).statusCode).toBe(401);
    expect((await w.call("POST", "/api/invite-teachers", body, "teacher")).statusCode).toBe(403);
    const bad = await w.call("POST", "/api/invite-teachers", {
      class_id: classId,
      teachers: [{ teacher_user_id: w.ids.teacher }, { teacher_user_id: w.ids.parent }],
    });
    expect(bad.json().errors).toEqual({ "teachers.1.teacher_user_id": ["This user is not a teacher."] });
    const group = await w.call("POST", "/api/invite-teachers", { ...body, class_id: w.groupClass });
    expect(group.json().errors).toHaveProperty("class_id");
    const [n] = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from teacher_invitations`,
    );
    expect(n?.n).toBe(0);
  });

  it("invites two teachers and mails each a link keyed by an unguessable id, never the sequential one", async () => {
    const classId = await newLesson();
    const res = await inviteBoth(classId);
    expect(res.statusCode, res.body).toBe(200);
    const invitations = byTeacher(res.json().data);
    for (const inv of res.json().data) {
      expect(inv).toMatchObject({
        replied_status: 0,
        replied_status_key: "no_reply",
        mailed_at: expect.any(String),
      });
      expect(inv.encrypted_id).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(new Date(inv.expires_at).getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    }
    const mail = await lastMailTo("teacher@example.com");
    expect(mail?.kind).toBe("teacher_invitation");
    expect(mail?.text_body).toContain(
      `http://app.test/private/private-lessons/invitation-reply/1/${invitations.teacher.key}`,
    );
    expect(mail?.text_body).toContain("$800 TWD");
    expect((await lastMailTo("teacher2@example.com"))?.text_body).toContain("$75.00 USD");
    const again = await w.call("POST", "/api/invite-teachers", {
      class_id: classId,
      teachers: [{ teacher_user_id: w.ids.teacher }],
    });
    expect(again.json().errors).toEqual({
      "teachers.0.teacher_user_id": ["This teacher is already invited to this class."],
    });
  });

  it("edits notes and salary", async () => {
    const invitations = await invitedLesson();
    const res = await w.call("PATCH", "/api/teacher-invitation", {
      id: invitations.teacher.id,
      salary: 85_000,
      notes: "Saturday 9:00",
    });
    expect(res.json()).toMatchObject({ salary: 85_000, currency: "TWD", notes: "Saturday 9:00" });
    expect((await w.call("PATCH", "/api/teacher-invitation", { id: 999_999, notes: "x" })).statusCode).toBe(
      404,
    );
  });
});

describe("replying without signing in", () => {
  it("refuses the sequential id, an unknown key and an expired one", async () => {
    const invitations = await invitedLesson();
    expect(
      (await reply({ class_teacher_invitation_id: String(invitations.teacher.id), replied_status: 1 }))
        .statusCode,
    ).toBe(422);
    const unknown = await reply({ class_teacher_invitation_id: "x".repeat(43), replied_status: 1 });
    expect(unknown.json().errors).toEqual({ class_teacher_invitation_id: ["This link is not valid."] });
    await ctx.database.db.execute(
      sql`update teacher_invitations set expires_at = now() - interval '1 minute' where id = ${invitations.teacher2.id}`,
    );
    const expired = await reply({
      class_teacher_invitation_id: invitations.teacher2.key,
      replied_status: 2,
    });
    expect(expired.json().errors).toEqual({
      class_teacher_invitation_id: ["This invitation link has expired. Please ask the school for a new one."],
    });
    // Mailing it again renews the link.
    const resent = await w.call("POST", "/api/send-teacher-invitation-email", {
      id: invitations.teacher2.id,
    });
    expect(new Date(resent.json().expires_at).getTime()).toBeGreaterThan(Date.now());
  });

  it("one teacher accepts by the mailed link; the other declines from their page and the office is told", async () => {
    const { classId, ...invitations } = await invitedLesson();
    await setSalary(invitations.teacher, 85_000);
    const accepted = await reply({
      class_teacher_invitation_id: invitations.teacher.key,
      replied_status: 1,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({
      replied_status: 1,
      replied_status_key: "accepted",
      class_name: "SAT Verbal 1:1",
      localized: { name: "SAT Verbal 1:1" },
      teacher: expect.objectContaining({ id: w.ids.teacher }),
    });
    const declined = await reply(
      { class_teacher_invitation_id: invitations.teacher2.key, replied_status: 2, need_send_mail: 1 },
      "teacher2",
    );
    expect(declined.json().replied_status_key).toBe("rejected");
    // staff created the invitations: they hear about the decline.
    expect((await lastMailTo("staff@example.com"))?.kind).toBe("teacher_invitation_reply");
    const mine = (await w.call("GET", "/api/class-teacher-invitations/mine", undefined, "teacher")).json();
    expect(mine.data).toEqual([
      expect.objectContaining({ class_id: classId, replied_status_key: "accepted", salary: 85_000 }),
    ]);
    expect((await w.call("GET", "/api/class-teacher-invitations/mine", undefined, "parent")).statusCode).toBe(
      403,
    );
  });
});

describe("after the replies", () => {
  it("links the accepting teacher with the invitation's salary; the declining one is refused", async () => {
    const { classId, ...invitations } = await invitedLesson();
    await setSalary(invitations.teacher, 85_000);
    const accepted = await reply({ class_teacher_invitation_id: invitations.teacher.key, replied_status: 1 });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const declined = await reply(
      { class_teacher_invitation_id: invitations.teacher2.key, replied_status: 2 },
      "teacher2",
    );
    expect(declined.statusCode, declined.body).toBe(200);
    const linked = await w.call("POST", "/api/link-teacher", {
      class_id: classId,
      teacher_user_id: w.ids.teacher,
    });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json().teachers).toEqual([
      expect.objectContaining({
        teacher_user_id: w.ids.teacher,
        salary: 85_000,
        need_to_intro: true,
        is_update_teacher_bio: true,
      }),
    ]);
    expect(linked.json().class_teacher_invitations).toHaveLength(2);
    const refused = await w.call("POST", "/api/link-teacher", {
      class_id: classId,
      teacher_user_id: w.ids.teacher2,
    });
    expect(refused.statusCode).toBe(409);
  });

  it("marks that a meet-and-greet is needed, and deleting an invitation kills its link", async () => {
    const invitations = await invitedLesson();
    const flagged = await w.call(
      "PATCH",
      `/api/teacher-invitation/${invitations.teacher.id}/set-need-greet-meeting`,
      {
        need_greet_meeting: 1,
      },
    );
    expect(flagged.json().need_greet_meeting).toBe(true);
    expect(
      (await w.call("DELETE", `/api/teacher-invitation/${invitations.teacher2.id}`, undefined, "teacher"))
        .statusCode,
    ).toBe(403);
    expect((await w.call("DELETE", `/api/teacher-invitation/${invitations.teacher2.id}`)).statusCode).toBe(
      200,
    );
    const dead = await reply({ class_teacher_invitation_id: invitations.teacher2.key, replied_status: 1 });
    expect(dead.statusCode).toBe(422);
  });
});

describe("class names in the reader's language", () => {
  const CHINESE = "SAT 語文一對一";
  /** A request in `language` by `who` ("anon": no sign-in). */
  const send = async (
    language: string,
    method: "GET" | "POST" | "PATCH",
    url: string,
    payload?: object,
    who = "admin",
  ) => {
    const res = await ctx.app.inject({
      method,
      url,
      headers: { ...(who === "anon" ? {} : await signIn(ctx.app, who)), "accept-language": language },
      ...(payload && { payload }),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it("mails the invitation and the reply in each recipient's language (zh-TW, translated class)", async () => {
    const { classId, ...invitations } = await invitedLesson();
    await inChinese(ctx, classId, CHINESE, ["teacher", "staff"], async () => {
      await send("en", "POST", "/api/send-teacher-invitation-email", { id: invitations.teacher.id });
      const invitation = await lastMailTo("teacher@example.com");
      expect(invitation?.subject).toBe(`授課邀請：${CHINESE}`);
      expect(invitation?.text_body).toContain(`誠邀您教授 ${CHINESE}。`);
      await send(
        "en",
        "POST",
        "/api/reply-teacher-invitation",
        { class_teacher_invitation_id: invitations.teacher.key, replied_status: 1, need_send_mail: 1 },
        "anon",
      );
      const told = await lastMailTo("staff@example.com");
      expect(told).toMatchObject({ kind: "teacher_invitation_reply" });
      expect(told?.subject).toMatch(new RegExp(`已接受：${CHINESE}$`));
    });
    // Untranslated, the teacher's Chinese mail names the class by its base name.
    await inChinese(ctx, classId, CHINESE, ["teacher"], async () => {
      await ctx.database.db.execute(
        sql`update session_classes set translations = '{}'::jsonb where id = ${classId}`,
      );
      await send("en", "POST", "/api/send-teacher-invitation-email", { id: invitations.teacher.id });
      expect((await lastMailTo("teacher@example.com"))?.subject).toBe("授課邀請：SAT Verbal 1:1");
    });
  });

  it("GET class-teacher-invitations/mine", async () => {
    const { classId } = await invitedLesson();
    const mine = async (language: string) =>
      (await send(language, "GET", "/api/class-teacher-invitations/mine", undefined, "teacher")).data[0]
        .session_class;
    await inChinese(ctx, classId, CHINESE, [], async () => {
      expect(await mine("zh-TW")).toMatchObject({ name: "SAT Verbal 1:1", localized: { name: CHINESE } });
      expect((await mine("en")).localized).toEqual({ name: "SAT Verbal 1:1" });
    });
    expect((await mine("zh-TW")).localized).toEqual({ name: "SAT Verbal 1:1" });
  });

  it("POST reply-teacher-invitation (no sign-in)", async () => {
    const { classId, ...invitations } = await invitedLesson();
    const answer = (language: string) =>
      send(
        language,
        "POST",
        "/api/reply-teacher-invitation",
        { class_teacher_invitation_id: invitations.teacher.key, replied_status: 1 },
        "anon",
      );
    await inChinese(ctx, classId, CHINESE, [], async () => {
      expect(await answer("zh-TW")).toMatchObject({
        class_name: "SAT Verbal 1:1",
        localized: { name: CHINESE },
      });
    });
    expect((await answer("zh-TW")).localized).toEqual({ name: "SAT Verbal 1:1" });
  });

  it("PATCH teacher-invitation and GET custom-lesson carry session_class.localized", async () => {
    const { classId, ...invitations } = await invitedLesson();
    await inChinese(ctx, classId, CHINESE, [], async () => {
      const patched = await send("zh-TW", "PATCH", "/api/teacher-invitation", {
        id: invitations.teacher.id,
        notes: "Saturday 9:00",
      });
      expect(patched.session_class.localized).toEqual({ name: CHINESE });
      const lesson = await send("zh-TW", "GET", `/api/get-custom-lesson?class_id=${classId}`);
      expect(lesson.class_teacher_invitations[0].session_class.localized).toEqual({ name: CHINESE });
    });
  });
});

describe("an invitation's own page and who may answer it (spec 02 §2, §7)", () => {
  /** A fresh lesson with one invitation for `teacher`, made by the admin. */
  let own: { id: number; key: string };
  const replyRows = () =>
    queryRows<{ actor_id: number | null; after: { replied_status: number; by: string } }>(
      ctx.database.db,
      sql`select actor_id, after from audit_log where action = 'teacher_invitation.reply' and target_id = ${String(own.id)} order by id`,
    );
  const storedReply = async () =>
    (
      await queryRows<{ replied_status: number }>(
        ctx.database.db,
        sql`select replied_status from teacher_invitations where id = ${own.id}`,
      )
    )[0]?.replied_status;
  const replyMails = async () =>
    (
      await queryRows<{ n: number }>(
        ctx.database.db,
        sql`select count(*)::int as n from mail_outbox where kind = 'teacher_invitation_reply'`,
      )
    )[0]?.n ?? 0;

  // Made afresh for each test: one test answers it, the others read it unanswered.
  beforeEach(async () => {
    const lesson = (await w.call("POST", "/api/add-custom-lesson", { title: "ACT Math 1:1" })).json();
    const invited = await w.call("POST", "/api/invite-teachers", {
      class_id: lesson.id,
      teachers: [{ teacher_user_id: w.ids.teacher, salary: 90_000, notes: "Weekday evenings" }],
    });
    expect(invited.statusCode, invited.body).toBe(200);
    const [inv] = invited.json().data;
    own = { id: inv.id, key: inv.encrypted_id };
  });

  it("GET teacher-invitation/{id}: staff and the invited teacher read it; another teacher and families may not", async () => {
    const url = `/api/teacher-invitation/${own.id}`;
    expect((await w.call("GET", url, undefined, "anon")).statusCode).toBe(401);
    for (const who of ["parent", "student", "editor", "teacher2"])
      expect((await w.call("GET", url, undefined, who)).statusCode, who).toBe(403);
    for (const who of ["admin", "staff", "teacher"]) {
      const res = await w.call("GET", url, undefined, who);
      expect(res.statusCode, `${who}: ${res.body}`).toBe(200);
      expect(res.json()).toMatchObject({
        id: own.id,
        encrypted_id: own.key,
        teacher_user_id: w.ids.teacher,
        teacher: { id: w.ids.teacher, username: "teacher" },
        salary: 90_000,
        currency: "TWD",
        notes: "Weekday evenings",
        replied_status_key: "no_reply",
        session_class: { name: "ACT Math 1:1", localized: { name: "ACT Math 1:1" } },
      });
    }
    expect((await w.call("GET", "/api/teacher-invitation/999999")).statusCode).toBe(404);
    expect((await w.call("GET", "/api/teacher-invitation/abc")).statusCode).toBe(422);
  });

  it("a signed-in parent, student or other teacher holding the key may not answer (403, nothing changes)", async () => {
    const mails = await replyMails();
    for (const who of ["parent", "student", "editor", "teacher2"]) {
      const res = await reply(
        { class_teacher_invitation_id: own.key, replied_status: 2, need_send_mail: 1 },
        who,
      );
      expect(res.statusCode, `${who}: ${res.body}`).toBe(403);
    }
    expect(await storedReply()).toBe(0);
    expect(await replyRows()).toEqual([]);
    expect(await replyMails()).toBe(mails);
  });

  it("the office answers as sent (no mail); the invited teacher, signed in or by the link, tells the office", async () => {
    const mails = await replyMails();
    const byOffice = await reply({ class_teacher_invitation_id: own.key, replied_status: 1 }, "staff");
    expect(byOffice.statusCode, byOffice.body).toBe(200);
    expect(await storedReply()).toBe(1);
    expect(await replyMails()).toBe(mails);
    const byTeacher = await reply(
      { class_teacher_invitation_id: own.key, replied_status: 2, need_send_mail: 1 },
      "teacher",
    );
    expect(byTeacher.json().replied_status_key).toBe("rejected");
    const byLink = await reply({
      class_teacher_invitation_id: own.key,
      replied_status: 1,
      need_send_mail: 1,
    });
    expect(byLink.json().replied_status_key).toBe("accepted");
    // The admin invited: told of both of the teacher's answers, never of the office's own.
    expect(await replyMails()).toBe(mails + 2);
    expect(await replyRows()).toEqual([
      { actor_id: w.ids.staff, after: { replied_status: 1, by: "office" } },
      { actor_id: w.ids.teacher, after: { replied_status: 2, by: "invitation link" } },
      { actor_id: null, after: { replied_status: 1, by: "invitation link" } },
    ]);
  });
});
