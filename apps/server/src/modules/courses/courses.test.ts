import { PRIVATE_COURSE_SESSION_KINDS } from "@edu/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { createUser, signIn } from "../../../test/helpers/users";
import { queryRows } from "../../db/query-rows";

let ctx: TestContext;
const auth: Record<string, { authorization?: string }> = { anon: {} };
const ROLES = ["super-admin", "staff", "teacher", "parent", "student"] as const;
type Who = (typeof ROLES)[number] | "anon";

beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: "http://app.test" });
  for (const role of ROLES) {
    await createUser(ctx.database.db, { username: role, roles: [role] });
    auth[role] = { authorization: (await signIn(ctx.app, role)).authorization };
  }
});
afterAll(() => ctx.close());

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

const counts = async () =>
  (
    await queryRows<{ courses: number; sessions: number; audit: number }>(
      ctx.database.db,
      sql`select (select count(*)::int from courses) as courses, (select count(*)::int from course_sessions) as sessions,
                 (select count(*)::int from audit_log) as audit`,
    )
  )[0];

const sat = {
  translations: {
    en: { title: "SAT Summer Intensive", description: "Six weeks.", price_text: "NT$48,000" },
    "zh-TW": { title: "SAT 暑期密集班", description: "" },
    "zh-CN": { title: "SAT 暑期强化班", description: "六周课程。" },
  },
  category: "SAT",
  season: "summer",
  show_index: true,
};

describe("courses", () => {
  it("shows visible courses to everyone and hidden ones only to admin and staff, in the caller's language", async () => {
    expect((await call("POST", "/api/courses", sat)).statusCode).toBe(200);
    const hidden = (
      await call("POST", "/api/courses", { ...sat, is_visible: false, show_index: false })
    ).json();
    expect(hidden.is_visible).toBe(false);
    expect((await call("GET", `/api/courses/${hidden.id}`, undefined, "anon")).statusCode).toBe(404);
    expect((await call("GET", `/api/courses/${hidden.id}`, undefined, "student")).statusCode).toBe(404);
    expect((await call("GET", `/api/courses/${hidden.id}`, undefined, "staff")).statusCode).toBe(200);

    const publicList = (await call("GET", "/api/courses?is_visible=false", undefined, "anon")).json();
    expect(publicList.data.every((c: { is_visible: boolean }) => c.is_visible)).toBe(true);
    const adminHidden = (await call("GET", "/api/courses?is_visible=false")).json();
    expect(adminHidden.data.map((c: { id: number }) => c.id)).toEqual([hidden.id]);
    const landing = (await call("GET", "/api/courses?show_index=true", undefined, "anon")).json();
    expect(landing.data.length).toBeGreaterThan(0);
    expect(landing.data.every((c: { show_index: boolean }) => c.show_index)).toBe(true);

    const visible = landing.data[0];
    const tw = (await call("GET", `/api/courses/${visible.id}`, undefined, "anon", "zh-TW")).json();
    expect(tw).toMatchObject({ title: "SAT 暑期密集班", description: "Six weeks.", locale: "zh-TW" });
    expect(tw.missing_locales).toEqual(expect.arrayContaining(["zh-TW"]));
    const cn = (await call("GET", `/api/courses/${visible.id}`, undefined, "anon", "zh-CN")).json();
    expect(cn).toMatchObject({ title: "SAT 暑期强化班", description: "六周课程。", price_text: "NT$48,000" });
  });

  it("edits one language without touching the others, and refuses to delete a course with sessions", async () => {
    const course = (await call("POST", "/api/courses", sat)).json();
    const edited = await call("PATCH", `/api/courses/${course.id}`, {
      translations: { "zh-TW": { description: "六週課程。" } },
      order: 3,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().translations["zh-TW"]).toEqual({
      title: "SAT 暑期密集班",
      description: "六週課程。",
    });
    expect(edited.json().translations.en.title).toBe("SAT Summer Intensive");
    await call("POST", "/api/course-sessions", { title: "Holds it", course_id: course.id });
    const refused = await call("DELETE", `/api/courses/${course.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: "conflict",
      message: "This course still has course sessions; move or delete them first.",
    });
    const refusedCn = await call("DELETE", `/api/courses/${course.id}`, undefined, "super-admin", "zh-CN");
    expect(refusedCn.json().message).toBe("该课程下仍有开课班期，请先移动或删除。");
    expect((await call("GET", `/api/courses/${course.id}`)).statusCode).toBe(200);
    const empty = (await call("POST", "/api/courses", sat)).json();
    expect((await call("DELETE", `/api/courses/${empty.id}`)).statusCode).toBe(200);
    expect((await call("GET", `/api/courses/${empty.id}`)).statusCode).toBe(404);
    const actions = await queryRows<{ action: string }>(
      ctx.database.db,
      sql`select action from audit_log where target_type = 'course' and target_id = ${String(empty.id)} order by id`,
    );
    expect(actions.map((a) => a.action)).toEqual(["course.create", "course.delete"]);
  });

  it("refuses bad input with field errors and writes nothing", async () => {
    const before = await counts();
    const bad = await call("POST", "/api/courses", {
      translations: { en: { title: "" } },
      category: "chess",
      order: -1,
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["category", "order", "translations.en.title"]);
    const noCover = await call("POST", "/api/courses", { ...sat, cover_upload_id: 424242 });
    expect(noCover.statusCode).toBe(422);
    expect(noCover.json().errors).toEqual({ cover_upload_id: ["This image was not found."] });
    expect(await counts()).toEqual(before);
  });
});

describe("course sessions", () => {
  it("keeps ids 1–10 for the private kinds and gives new sessions ids from 11 up", async () => {
    for (const kind of PRIVATE_COURSE_SESSION_KINDS) {
      const res = await call("GET", `/api/course-sessions/${kind.id}`, undefined, "staff");
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        id: kind.id,
        type: kind.type,
        is_private: true,
        short_name: kind.key,
      });
    }
    const created = (await call("POST", "/api/course-sessions", { title: "ACT Fall" })).json();
    expect(created.id).toBeGreaterThan(10);
    expect(created.is_private).toBe(false);
    const toGroup = await call("PATCH", "/api/course-sessions/3", { type: "group" }, "super-admin", "zh-TW");
    expect(toGroup.statusCode).toBe(422);
    expect(toGroup.json().errors.type).toEqual(["編號 1 至 10 的開課梯次為私人課程類型，不能改為團體班。"]);
  });

  it("creates and edits every field, audits fee changes, and filters the list", async () => {
    const course = (await call("POST", "/api/courses", sat)).json();
    const body = {
      course_id: course.id,
      title: "SAT Summer 2026 Taipei",
      short_name: "SAT-S26-TPE",
      city: "Hsinchu",
      fee: 4_800_000,
      currency: "TWD",
      need_pay_first: true,
      is_online: false,
      start_date: "2026-07-01",
      end_date: "2026-08-15",
      date: "Mon–Fri",
      time_from: "09:00",
      time_to: "12:30",
      test_templates: ["Diagnostic"],
      session_templates: ["Week 1"],
      class_templates: ["Reading A"],
      tags: ["SAT", "summer"],
      active: true,
    };
    const created = await call("POST", "/api/course-sessions", body, "staff");
    expect(created.statusCode).toBe(200);
    const session = created.json();
    expect(session).toMatchObject({ ...body, course: { id: course.id, title: "SAT Summer Intensive" } });

    const edited = await call("PATCH", `/api/course-sessions/${session.id}`, {
      fee: 5_000_000,
      currency: "USD",
    });
    expect(edited.json()).toMatchObject({ fee: 5_000_000, currency: "USD", time_to: "12:30" });
    const audit = await queryRows<{ action: string; before: { fee: number }; after: { fee: number } }>(
      ctx.database.db,
      sql`select action, before, after from audit_log where target_type = 'course_session' and target_id = ${String(session.id)} order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual(["course_session.create", "course_session.fee_change"]);
    expect(audit[1]).toMatchObject({ before: { fee: 4_800_000 }, after: { fee: 5_000_000 } });

    const online = (
      await call("POST", "/api/course-sessions", {
        title: "TOEFL Online",
        is_online: true,
        city: "online",
        tags: ["TOEFL"],
      })
    ).json();
    const byCity = (await call("GET", "/api/course-sessions?city=hsinchu")).json();
    expect(byCity.data.map((s: { id: number }) => s.id)).toEqual([session.id]);
    const onlineOnly = (await call("GET", "/api/course-sessions?is_online=true&q=toefl")).json();
    expect(onlineOnly.data.map((s: { id: number }) => s.id)).toEqual([online.id]);
    const inAugust = (
      await call("GET", `/api/course-sessions?date_from=2026-08-01&date_to=2026-08-31&course_id=${course.id}`)
    ).json();
    expect(inAugust.data.map((s: { id: number }) => s.id)).toEqual([session.id]);
    const inDecember = (
      await call("GET", `/api/course-sessions?date_from=2026-12-01&course_id=${course.id}`)
    ).json();
    expect(inDecember.total).toBe(0);

    await call("PATCH", `/api/course-sessions/${online.id}`, { active: false });
    const tags = (await call("GET", "/api/enrollment-session-tags", undefined, "anon")).json();
    expect(tags.data).toEqual(["SAT", "summer"]);
    const form = (await call("GET", "/api/course-sessions-for-enrollment", undefined, "anon")).json();
    expect(form.groups.map((g: { type: string }) => g.type)).toEqual(["group", "private", "counseling"]);
    const group = form.groups[0].sessions.map((s: { id: number }) => s.id);
    expect(group).toContain(session.id);
    expect(group).not.toContain(online.id);
    expect(form.groups[1].sessions[0]).toMatchObject({ id: 1, is_private: true });
    const tagged = (
      await call("GET", "/api/course-sessions-for-enrollment?tag=summer", undefined, "anon")
    ).json();
    expect(tagged.groups[0].sessions.map((s: { id: number }) => s.id)).toEqual([session.id]);
    expect(tagged.groups[1].sessions).toEqual([]);

    // Seats left: the classes' capacity together; unknown (null) with no class or an unlimited one.
    const seats = async () =>
      (await call("GET", "/api/course-sessions-for-enrollment?tag=summer", undefined, "anon")).json()
        .groups[0].sessions[0].seats_left;
    expect(await seats()).toBeNull();
    await ctx.database.db.execute(
      sql`insert into session_classes (course_session_id, name, capacity) values (${session.id}, 'A', 8), (${session.id}, 'B', 4)`,
    );
    expect(await seats()).toBe(12);
    await ctx.database.db.execute(
      sql`insert into session_classes (course_session_id, name) values (${session.id}, 'C')`,
    );
    expect(await seats()).toBeNull();
    expect((await call("GET", `/api/course-sessions/${session.id}`)).json()).not.toHaveProperty("seats_left");
  });

  it("refuses bad input with field errors (also against stored dates) and writes nothing", async () => {
    const session = (
      await call("POST", "/api/course-sessions", {
        title: "Dated",
        start_date: "2026-07-01",
        end_date: "2026-07-31",
      })
    ).json();
    const before = await counts();
    const bad = await call("POST", "/api/course-sessions", {
      title: " ",
      fee: 0,
      currency: "EUR",
      start_date: "2026-08-01",
      end_date: "2026-07-01",
      time_from: "25:00",
      tags: ["a", "A"],
      course_id: 999999,
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["currency", "fee", "tags", "time_from", "title"]);
    expect(bad.json().errors.fee).toEqual(["Money must be a number greater than 0."]);
    const order = await call("POST", "/api/course-sessions", {
      title: "x",
      start_date: "2026-08-01",
      end_date: "2026-07-01",
    });
    expect(order.json().errors).toEqual({ end_date: ["The end date cannot be before the start date."] });
    const noCourse = await call("POST", "/api/course-sessions", { title: "x", course_id: 999999 });
    expect(noCourse.json().errors).toEqual({ course_id: ["This course does not exist."] });
    const storedOrder = await call("PATCH", `/api/course-sessions/${session.id}`, { end_date: "2026-06-01" });
    expect(storedOrder.statusCode).toBe(422);
    expect(storedOrder.json().errors).toEqual({
      end_date: ["The end date cannot be before the start date."],
    });
    expect((await call("PATCH", "/api/course-sessions/999999", { city: "x" })).statusCode).toBe(404);
    expect(await counts()).toEqual(before);
    expect((await call("GET", `/api/course-sessions/${session.id}`)).json().end_date).toBe("2026-07-31");
  });
});
