import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { createUser, signIn } from "../../../test/helpers/users";
import { ensureCourseSessions, insertEnrollment } from "./enrollment.test-helpers";

/**
 * The contract's title on the enrollment detail reads in the reader's language ("报名合同 —
 * SAT 暑期强化班（台北）" on a zh-CN page, not the Traditional title it was created with); a title an
 * admin gave stays as given.
 */
let ctx: TestContext;
let staff = { authorization: "" };
let visitor = 0;

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  await createUser(db, { username: "ct-staff", roles: ["staff"] });
  staff = { authorization: (await signIn(ctx.app, "ct-staff")).authorization };
  await ensureCourseSessions(db, [{ id: 201, title: "SAT Summer Taipei" }]);
  await db.execute(
    sql`update course_sessions set translations = ${JSON.stringify({
      "zh-TW": { title: "SAT 暑期密集班（台北）" },
      "zh-CN": { title: "SAT 暑期强化班（台北）" },
    })}::jsonb where id = 201`,
  );
});
afterAll(() => ctx.close());

const call = (method: "GET" | "POST", url: string, lang: string, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    remoteAddress: `10.8.0.${(visitor++ % 200) + 1}`,
    headers: { ...staff, "accept-language": lang },
    ...(payload && { payload }),
  });

describe("the contract's title on the enrollment detail", () => {
  it("is composed in the reader's language from the session's title in it", async () => {
    const row = await insertEnrollment(ctx.database.db, {
      studentEmail: "ct-kid@family.test",
      courseSessionId: 201,
      locale: "zh-TW",
    });
    const created = await call("POST", "/api/enrolled-session/contract", "zh-TW", {
      enrolled_session_id: row.id,
    });
    expect(created.statusCode, created.body).toBe(200);
    // The document itself is in the enrollment's language.
    expect(created.json().title).toBe("報名合約 — SAT 暑期密集班（台北）");
    const titleIn = async (lang: string) =>
      (await call("GET", `/api/enrolled-course-session-detail?id=${row.id}`, lang)).json().contract?.title;
    expect(await titleIn("zh-CN")).toBe("报名合同 — SAT 暑期强化班（台北）");
    expect(await titleIn("zh-TW")).toBe("報名合約 — SAT 暑期密集班（台北）");
    expect(await titleIn("en")).toBe("Enrollment contract — SAT Summer Taipei");
  });

  it("keeps a title an admin gave as given", async () => {
    const row = await insertEnrollment(ctx.database.db, {
      studentEmail: "ct-kid2@family.test",
      courseSessionId: 201,
      locale: "zh-TW",
    });
    const created = await call("POST", "/api/enrolled-session/contract", "zh-TW", {
      enrolled_session_id: row.id,
      title: "暑期合約（特別方案）",
    });
    expect(created.statusCode, created.body).toBe(200);
    const detail = await call("GET", `/api/enrolled-course-session-detail?id=${row.id}`, "zh-CN");
    expect(detail.json().contract.title).toBe("暑期合約（特別方案）");
  });
});
