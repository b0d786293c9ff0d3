import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { createUser, signIn } from "../../../test/helpers/users";
import { queryRows } from "../../db/query-rows";

/** Translatable session and class texts: stored per language, answered resolved in the reader's language. */
let ctx: TestContext;
let admin: { authorization?: string };

beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: "http://app.test" });
  await createUser(ctx.database.db, { username: "admin", roles: ["super-admin"] });
  admin = { authorization: (await signIn(ctx.app, "admin")).authorization };
});
afterAll(() => ctx.close());

const call = (method: "GET" | "POST" | "PATCH", url: string, payload?: object, lang = "en") =>
  ctx.app.inject({
    method,
    url,
    headers: { ...admin, "accept-language": lang },
    ...(payload && { payload }),
  });

const counts = async () =>
  (
    await queryRows<{ sessions: number; classes: number }>(
      ctx.database.db,
      sql`select (select count(*)::int from course_sessions) as sessions, (select count(*)::int from session_classes) as classes`,
    )
  )[0];

describe("session and class translations", () => {
  it("answers the texts resolved per Accept-Language, keeps the base fields, and counts missing languages", async () => {
    const created = await call("POST", "/api/course-sessions", {
      title: "SAT Fall Taipei",
      city: "Taipei",
      date: "Sat & Sun",
      translations: { "zh-TW": { title: "SAT 秋季班（台北）", city: "台北", date: "週六、週日" } },
    });
    expect(created.statusCode).toBe(200);
    const session = created.json();
    expect(session.missing_locales).toEqual(["zh-CN"]);
    expect(session.translations["zh-TW"].city).toBe("台北");

    const tw = (await call("GET", `/api/course-sessions/${session.id}`, undefined, "zh-TW")).json();
    expect(tw.title).toBe("SAT Fall Taipei");
    expect(tw.localized).toEqual({
      title: "SAT 秋季班（台北）",
      short_name: "",
      city: "台北",
      date: "週六、週日",
    });
    // zh-CN readers get the Traditional text before English.
    const cn = (await call("GET", `/api/course-sessions/${session.id}`, undefined, "zh-CN")).json();
    expect(cn.localized.city).toBe("台北");
    const en = (await call("GET", `/api/course-sessions/${session.id}`, undefined, "en")).json();
    expect(en.localized.city).toBe("Taipei");

    const open = (await call("GET", "/api/course-sessions-for-enrollment", undefined, "zh-TW")).json();
    const listed = open.groups.flatMap((g: { sessions: { id: number }[] }) => g.sessions);
    expect(listed.find((s: { id: number }) => s.id === session.id).localized.title).toBe(
      "SAT 秋季班（台北）",
    );

    // The private-lesson and counseling kinds come translated (migration 0016).
    const kinds = new Map(
      listed.map((s: { id: number; localized: { title: string } }) => [s.id, s.localized.title]),
    );
    expect(kinds.get(2)).toBe("一對一家教（線上）");
    expect(kinds.get(3)).toBe("升學諮詢");
    const patched = await call("PATCH", `/api/course-sessions/${session.id}`, {
      translations: { "zh-CN": { title: "SAT 秋季班（台北）", city: "台北", date: "周六、周日" } },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().missing_locales).toEqual([]);
    expect(patched.json().translations["zh-TW"].title).toBe("SAT 秋季班（台北）");

    const cls = await call(
      "POST",
      "/api/session-classes",
      {
        course_session_id: session.id,
        name: "SAT Reading A",
        schedule: "Saturdays",
        translations: { "zh-TW": { name: "SAT 閱讀 A 班", schedule: "每週六" } },
      },
      "zh-CN",
    );
    expect(cls.statusCode).toBe(200);
    expect(cls.json().localized).toMatchObject({ name: "SAT 閱讀 A 班", schedule: "每週六" });
    expect(cls.json().course_session.localized.title).toBe("SAT 秋季班（台北）");
    expect(cls.json().missing_locales).toEqual(["zh-CN"]);
    const all = (await call("GET", "/api/session-classes/all", undefined, "en")).json();
    expect(all.data[0].localized.name).toBe("SAT Reading A");
  });

  it("refuses bad translations with 422 and a field error, writing nothing", async () => {
    const before = await counts();
    for (const translations of [
      { fr: { title: "x" } },
      { "zh-TW": { room: "x" } },
      { "zh-TW": { title: "x".repeat(201) } },
      { "zh-TW": "x" },
      ["x"],
    ]) {
      const response = await call("POST", "/api/course-sessions", { title: "T", translations });
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors ?? response.json().field_errors ?? {}).join()).toContain(
        "translations",
      );
    }
    const badClass = await call("POST", "/api/session-classes", {
      course_session_id: 1,
      name: "A",
      translations: { "zh-CN": { name: 3 } },
    });
    expect(badClass.statusCode).toBe(422);
    expect(await counts()).toEqual(before);
  });
});
