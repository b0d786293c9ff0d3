// Admin enrollment list paging: totals counted up to 1,000 ("1,000+") and keyset
// pages (after_id) equal to offset pages across the unread/read boundary and equal timestamps.
import { LIST_TOTAL_CAP } from "@edu/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { createUser, signIn } from "../../../test/helpers/users";
import { ensureCourseSessions } from "./enrollment.test-helpers";

let ctx: TestContext;
let admin: { authorization: string };
const ROWS = 1_200;

beforeAll(async () => {
  ctx = await createTestApp();
  await createUser(ctx.database.db, { username: "admin", roles: ["super-admin"] });
  admin = await signIn(ctx.app, "admin");
  await ensureCourseSessions(ctx.database.db, [{ id: 101 }, { id: 102 }]);
  // A tenth deleted (never listed by default), a quarter unread, created_at shared by four rows each.
  await ctx.database.db.execute(sql`
    insert into enrolled_course_sessions (course_session_id, student_first_name, student_email, type,
      tutoring_mode, currency, is_read, status, created_at)
    select 101 + g % 2, 'Kid' || g, 'kid' || g || '@example.com', 'group', 'online', 'TWD', g % 4 <> 0,
           case when g % 10 = 0 then 'delete' else 'normal' end,
           timestamptz '2026-01-01' + (g / 4) * interval '1 hour'
    from generate_series(1, ${ROWS}) as g`);
});
afterAll(() => ctx.close());

type Page = {
  data: Array<{ id: number; is_read: boolean }>;
  current_page: number;
  total: number;
  last_page: number;
  total_capped?: number;
};

async function list(query: string): Promise<Page> {
  const res = await ctx.app.inject({ url: `/api/enrolled-course-sessions?${query}`, headers: admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Page;
}

describe("enrolled-course-sessions totals", () => {
  it("counts up to 1,000: total 1,000, total_capped 1; exact below the cap", async () => {
    expect(await list("page_size=50")).toMatchObject({
      total: LIST_TOTAL_CAP,
      total_capped: 1,
      last_page: 20,
    });
    const unread = await list("is_read=0&page_size=100"); // g % 4 = 0 and not deleted (g % 20 = 0): 300 - 60
    expect(unread).toMatchObject({ total: 240, total_capped: 0, last_page: 3 });
  });

  it("serves pages past the capped last_page", async () => {
    const page = await list("page_size=50&page=22"); // rows 1,051–1,080 of 1,080 listed
    expect(page.data).toHaveLength(30);
    expect(page.current_page).toBe(22);
  });
});

describe("enrolled-course-sessions keyset pages (after_id)", () => {
  it("equals the offset page on every page, unread ones first and across the boundary", async () => {
    const pageSize = 37; // pages straddle the unread/read boundary (row 240) and timestamp ties
    const all: number[] = [];
    let lastId: number | undefined;
    for (let page = 1; ; page++) {
      const byOffset = await list(`page_size=${pageSize}&page=${page}`);
      const byKey =
        page === 1 ? byOffset : await list(`page_size=${pageSize}&page=${page}&after_id=${lastId}`);
      expect(
        byKey.data.map((row) => row.id),
        `page ${page}`,
      ).toEqual(byOffset.data.map((row) => row.id));
      if (byKey.data.length === 0) break;
      all.push(...byKey.data.map((row) => row.id));
      lastId = byKey.data.at(-1)?.id;
    }
    expect(all).toHaveLength(ROWS - ROWS / 10);
    expect(new Set(all).size).toBe(all.length);
  });

  it("keeps the filters on keyset pages", async () => {
    const first = await list("course_session_id=102&page_size=25");
    const byKey = await list(`course_session_id=102&page_size=25&page=2&after_id=${first.data.at(-1)?.id}`);
    const byOffset = await list("course_session_id=102&page_size=25&page=2");
    expect(byKey.data.map((row) => row.id)).toEqual(byOffset.data.map((row) => row.id));
  });

  it("answers an empty page for an id that does not exist, and 422 for one that is not an id", async () => {
    expect((await list("after_id=999999")).data).toEqual([]);
    const res = await ctx.app.inject({ url: "/api/enrolled-course-sessions?after_id=x", headers: admin });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors?.after_id).toBeDefined();
  });
});
