// users/search paging, so that long lists stay fast and exact: totals counted up to 1,000 ("1,000+"), pages past the capped
// last_page still served, keyset pages (after_id) equal to offset pages in every order; the page's tags
// (ids per user, names once per page) and the stored lower-case search text.
import { LIST_TOTAL_CAP } from "@edu/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { createUser, signIn } from "../../../test/helpers/users";
import { queryRows } from "../../db/query-rows";
import { tags, userTags } from "../tags/tags.table";
import { users } from "./users.table";

let ctx: TestContext;
let admin: { authorization: string };
const EXTRA = 1_100;

beforeAll(async () => {
  ctx = await createTestApp();
  await createUser(ctx.database.db, { username: "admin", roles: ["super-admin"] });
  admin = await signIn(ctx.app, "admin");
  // 1,100 more users; first names repeat (ties on the sort key) and created_at runs backwards.
  await ctx.database.db.execute(sql`
    insert into users (username, email, first_name, last_name, is_active, finish_bind, created_at)
    select 'pager' || g, 'pager' || g || '@example.com', (array['Ann', 'Bob', 'Cy'])[1 + g % 3],
           'L' || (g % 7), g % 10 <> 0, true, now() - g * interval '1 minute'
    from generate_series(1, ${EXTRA}) as g`);
});
afterAll(() => ctx.close());

type Page = {
  data: Array<{ id: number; username: string }>;
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
  total_capped?: number;
};

async function search(query: string): Promise<Page> {
  const res = await ctx.app.inject({ url: `/api/users/search?${query}`, headers: admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().users as Page;
}

describe("users/search totals", () => {
  it("counts up to 1,000 and says so: total 1,000, total_capped 1, last_page what 1,000 fills", async () => {
    const page = await search("page_size=50");
    expect(page).toMatchObject({ total: LIST_TOTAL_CAP, total_capped: 1, last_page: 20, current_page: 1 });
    expect(page.data).toHaveLength(50);
  });

  it("serves pages past the capped last_page (the web offers the next page while pages are full)", async () => {
    const page = await search("page_size=50&page=22"); // rows 1,051–1,100 of 1,101
    expect(page.current_page).toBe(22);
    expect(page.data).toHaveLength(50);
    expect(page.total_capped).toBe(1);
    expect((await search("page_size=50&page=23")).data).toHaveLength(1);
    expect((await search("page_size=50&page=24")).data).toHaveLength(0);
  });

  it("counts exactly below the cap (total_capped 0)", async () => {
    const page = await search("is_active=0&page_size=10"); // every tenth extra user is inactive
    expect(page).toMatchObject({ total: EXTRA / 10, total_capped: 0, last_page: 11 });
  });
});

describe("users/search keyset pages (after_id)", () => {
  const orders = [
    "order_by=id",
    "order_by=id&order_direction=desc",
    "order_by=name",
    "order_by=first_name&order_direction=desc",
    "order_by=created_at",
    "order_by=username&order_direction=desc",
  ];
  for (const order of orders) {
    it(`equals the offset page, page after page (${order})`, async () => {
      let previous = await search(`${order}&page_size=40&page=1`);
      for (const pageNumber of [2, 3, 17, 28]) {
        const byOffset = await search(`${order}&page_size=40&page=${pageNumber}`);
        const before = await search(`${order}&page_size=40&page=${pageNumber - 1}`);
        const lastId = before.data.at(-1)?.id;
        const byKey = await search(`${order}&page_size=40&page=${pageNumber}&after_id=${lastId}`);
        expect(byKey.data.map((user) => user.id)).toEqual(byOffset.data.map((user) => user.id));
        expect(byKey.current_page).toBe(pageNumber);
        expect(byKey.total).toBe(byOffset.total);
        previous = byKey;
      }
      expect(previous.data.length).toBeGreaterThan(0);
    });
  }

  it("keeps the filters on keyset pages", async () => {
    const first = await search("is_active=0&page_size=30");
    const next = await search(`is_active=0&page_size=30&page=2&after_id=${first.data.at(-1)?.id}`);
    const byOffset = await search("is_active=0&page_size=30&page=2");
    expect(next.data.map((user) => user.id)).toEqual(byOffset.data.map((user) => user.id));
  });

  it("refuses an after_id that is not an id (422)", async () => {
    for (const bad of ["0", "-1", "abc", "2147483648"]) {
      const res = await ctx.app.inject({ url: `/api/users/search?after_id=${bad}`, headers: admin });
      expect(res.statusCode, bad).toBe(422);
      expect(res.json().errors?.after_id, bad).toBeDefined();
    }
  });
});

describe("users/search tags and text", () => {
  it("answers each user's tags by name, with names and colours, on the first page and deeper pages", async () => {
    const db = ctx.database.db;
    const made = await db
      .insert(tags)
      .values([
        { name: "zeta", color: "red" },
        { name: "Alpha", color: "#123" },
        { name: "mid", color: "green" },
      ])
      .returning();
    const [zeta, alpha, mid] = made;
    if (!zeta || !alpha || !mid) throw new Error("tags");
    const tagged = await createUser(db, { username: "tagged", firstName: "Tag", lastName: "Holder" });
    const other = await createUser(db, { username: "tagged2", firstName: "Tag", lastName: "Other" });
    await db.insert(userTags).values([
      { userId: tagged.id, tagId: zeta.id },
      { userId: tagged.id, tagId: alpha.id },
      { userId: tagged.id, tagId: mid.id },
      { userId: other.id, tagId: mid.id },
    ]);
    const expected = [
      { id: alpha.id, name: "Alpha", color: "#123" },
      { id: mid.id, name: "mid", color: "green" },
      { id: zeta.id, name: "zeta", color: "red" },
    ];
    const first = (await search("q=tagged")) as Page & { data: Array<{ id: number; tags: unknown[] }> };
    expect(first.data.map((user) => user.id)).toEqual([tagged.id, other.id]);
    expect(first.data[0]?.tags).toEqual(expected);
    expect(first.data[1]?.tags).toEqual([{ id: mid.id, name: "mid", color: "green" }]);
    // An offset page (limit and offset as parameters) and a keyset page answer the same tags.
    const second = (await search("q=tagged&page_size=1&page=2")) as Page & {
      data: Array<{ tags: unknown[] }>;
    };
    expect(second.data[0]?.tags).toEqual([{ id: mid.id, name: "mid", color: "green" }]);
    const keyed = (await search(`q=tagged&page_size=1&page=2&after_id=${tagged.id}`)) as Page & {
      data: Array<{ tags: unknown[] }>;
    };
    expect(keyed.data[0]?.tags).toEqual([{ id: mid.id, name: "mid", color: "green" }]);
    // A user without tags, and an empty page.
    const admins = (await search("q=admin")) as Page & { data: Array<{ tags: unknown[] }> };
    expect(admins.data[0]?.tags).toEqual([]);
    expect((await search("q=nobody-by-this-name")).data).toEqual([]);
  });

  it("matches words case-insensitively against the stored lower-case text, kept on rename", async () => {
    const db = ctx.database.db;
    const user = await createUser(db, { username: "MixedCase", firstName: "ÉLODIE", lastName: "Ång" });
    const found = async (q: string) => (await search(`q=${encodeURIComponent(q)}`)).data.map((u) => u.id);
    expect(await found("mixedcase")).toEqual([user.id]);
    expect(await found("élodie ÅNG")).toEqual([user.id]);
    expect(await found("100%")).toEqual([]); // % and _ are literal characters, not wildcards
    await db.execute(sql`update users set first_name = 'Renée' where id = ${user.id}`);
    expect(await found("élodie")).toEqual([]);
    expect(await found("RENÉE")).toEqual([user.id]);
    const [row] = await queryRows<{ search_text: string }>(
      db,
      sql`select search_text from ${users} where id = ${user.id}`,
    );
    expect(row?.search_text).toBe("mixedcase mixedcase@example.com renée ång ångrenée");
  });

  it("uses the trigram index of the lower-case text on PostgreSQL", async () => {
    if (ctx.database.kind !== "postgres") return;
    const plan = await ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return queryRows<{ "QUERY PLAN": string }>(
        tx,
        sql`explain select id from users where search_text like lower(${"%chen%"})`,
      );
    });
    expect(plan.map((row) => row["QUERY PLAN"]).join("\n")).toContain("users_search_text_trgm_idx");
  });
});
