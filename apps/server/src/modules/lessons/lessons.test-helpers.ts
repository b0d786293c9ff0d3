import { sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import type { TestContext } from "../../../test/helpers/test-app";
import { createUser, linkParentStudents, signIn } from "../../../test/helpers/users";
import { queryRows } from "../../db/query-rows";

export type LessonWorld = {
  ids: Record<string, number>;
  call: (
    method: "GET" | "POST" | "PATCH" | "DELETE",
    url: string,
    payload?: object,
    who?: string,
  ) => Promise<LightMyRequestResponse>;
  /** Private class (course session 1) taught by `teacher`, with student and student2. */
  privateClass: number;
  /** Group class taught by `teacher2`, with student3. */
  groupClass: number;
  tickets: Record<string, number>;
};

/**
 * People (one user per key, with that role), families (parent → student, parent2 → student3), a
 * private class taught by `teacher` with student and student2, a group class taught by `teacher2`
 * with student3: all through the API, as admins make them.
 */
export async function buildLessonWorld(ctx: TestContext): Promise<LessonWorld> {
  const people = [
    ["admin", "super-admin"],
    ["staff", "staff"],
    ["teacher", "teacher"],
    ["teacher2", "teacher"],
    ["parent", "parent"],
    ["parent2", "parent"],
    ["student", "student"],
    ["student2", "student"],
    ["student3", "student"],
    ["editor", "test-editor"],
  ] as const;
  const ids: Record<string, number> = {};
  const auth: Record<string, { authorization?: string }> = { anon: {} };
  for (const [username, role] of people) {
    ids[username] = (await createUser(ctx.database.db, { username, roles: [role], firstName: username })).id;
    auth[username] = { authorization: (await signIn(ctx.app, username)).authorization };
  }
  await linkParentStudents(ctx.database.db, ids.parent as number, [ids.student as number]);
  await linkParentStudents(ctx.database.db, ids.parent2 as number, [ids.student3 as number]);
  const call: LessonWorld["call"] = (method, url, payload, who = "admin") =>
    ctx.app.inject({ method, url, headers: { ...auth[who] }, ...(payload && { payload }) });

  const placed = async (student: string, sessionId: number, classId: number) => {
    const ticket = await call("POST", "/api/student-class-tickets", {
      student_user_id: ids[student],
      course_session_id: sessionId,
      is_paid: true,
    });
    expect(ticket.statusCode, ticket.body).toBe(200);
    const place = await call("POST", `/api/student-class-tickets/${ticket.json().id}`, {
      session_class_id: classId,
    });
    expect(place.statusCode, place.body).toBe(200);
    return ticket.json().id as number;
  };
  const privateClass = (
    await call("POST", "/api/session-classes", {
      course_session_id: 1,
      name: "Private SAT",
      teacher_ids: [ids.teacher],
    })
  ).json().id;
  const groupSession = (await call("POST", "/api/course-sessions", { title: "SAT Group Spring" })).json().id;
  const groupClass = (
    await call("POST", "/api/session-classes", {
      course_session_id: groupSession,
      name: "SAT Group A",
      teacher_ids: [ids.teacher2],
    })
  ).json().id;
  const tickets = {
    student: await placed("student", 1, privateClass),
    student2: await placed("student2", 1, privateClass),
    student3: await placed("student3", groupSession, groupClass),
  };
  return { ids, call, privateClass, groupClass, tickets };
}

/**
 * Runs `body` with the class translated ({ "zh-TW": { name } }) and the users (by username) reading
 * zh-TW, then puts both back (no translations, each user's language as it was).
 */
export async function inChinese<T>(
  ctx: TestContext,
  classId: number,
  name: string,
  usernames: string[],
  body: () => Promise<T>,
): Promise<T> {
  const db = ctx.database.db;
  const langs =
    usernames.length === 0
      ? []
      : await queryRows<{ username: string; lang: string }>(
          db,
          sql`select username, lang from users where username in ${usernames}`,
        );
  await db.execute(
    sql`update session_classes set translations = ${JSON.stringify({ "zh-TW": { name } })}::jsonb where id = ${classId}`,
  );
  if (usernames.length > 0)
    await db.execute(sql`update users set lang = 'zh-TW' where username in ${usernames}`);
  try {
    return await body();
  } finally {
    await db.execute(sql`update session_classes set translations = '{}'::jsonb where id = ${classId}`);
    for (const { username, lang } of langs)
      await db.execute(sql`update users set lang = ${lang} where username = ${username}`);
  }
}

/** The newest outbox mails of a kind (address, subject, text, locale), newest first. */
export const outboxOf = (ctx: TestContext, kind: string, limit = 1) =>
  queryRows<{ to_address: string; subject: string; text_body: string; locale: string }>(
    ctx.database.db,
    sql`select to_address, subject, text_body, locale from mail_outbox where kind = ${kind} order by id desc limit ${limit}`,
  );
