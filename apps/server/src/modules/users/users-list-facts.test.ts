import { and, eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { createUser, signIn } from "../../../test/helpers/users";
import { queryRows } from "../../db/query-rows";
import { tags, userTags } from "../tags/tags.table";
import { parentStudents, userRoles, users } from "./users.table";

// users.role_list, student_id_list and tag_id_list (migration 0046) against a recount from user_roles,
// parent_students and user_tags after every kind of write: inserts, deletes, updates that move rows,
// a merge through the API, a deleted user's cascades, and (PostgreSQL) two transactions at once.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx?.close());

/** Users whose stored lists differ from a recount (none, when the triggers keep up). */
async function stale() {
  return queryRows<{ id: number }>(
    ctx.database.db,
    sql`select u.id from users u
         where (u.role_list, u.student_id_list, u.tag_id_list) is distinct from (
           coalesce((select array_agg(r.role order by r.role) from user_roles r where r.user_id = u.id), '{}'),
           coalesce((select array_agg(ps.student_id order by ps.student_id) from parent_students ps
                      where ps.parent_id = u.id), '{}'),
           coalesce((select array_agg(ut.tag_id order by ut.tag_id) from user_tags ut where ut.user_id = u.id), '{}'))`,
  );
}

async function listsOf(id: number) {
  const [row] = await queryRows<{ role_list: string[]; student_id_list: number[]; tag_id_list: number[] }>(
    ctx.database.db,
    sql`select role_list, student_id_list, tag_id_list from users where id = ${id}`,
  );
  return row;
}

describe("users' stored role, child and tag lists (migration 0046)", () => {
  it("follow inserts, deletes, moving updates, a merge and a deleted user", async () => {
    const { db } = ctx.database;
    await createUser(db, { username: "facts_admin", roles: ["super-admin"] });
    const parent = await createUser(db, { username: "facts_parent", roles: ["parent", "student"] });
    const other = await createUser(db, { username: "facts_other", roles: ["parent"] });
    const kids = await Promise.all(
      ["facts_kid1", "facts_kid2", "facts_kid3"].map((username) =>
        createUser(db, { username, roles: ["student"] }),
      ),
    );
    const [t1, t2, t3] = await db
      .insert(tags)
      .values([{ name: "facts-b" }, { name: "facts-a" }, { name: "facts-c" }])
      .returning();
    if (!t1 || !t2 || !t3) throw new Error("tags");
    const [k1, k2, k3] = kids.map((kid) => kid.id) as [number, number, number];
    await db.insert(parentStudents).values([
      { parentId: parent.id, studentId: k3 },
      { parentId: parent.id, studentId: k1 },
      { parentId: other.id, studentId: k2 },
    ]);
    await db.insert(userTags).values([
      { userId: parent.id, tagId: t3.id },
      { userId: parent.id, tagId: t1.id },
      { userId: k1, tagId: t2.id },
    ]);
    expect(await listsOf(parent.id)).toEqual({
      role_list: ["parent", "student"],
      student_id_list: [k1, k3].sort((a, b) => a - b),
      tag_id_list: [t1.id, t3.id].sort((a, b) => a - b),
    });
    expect(await stale()).toEqual([]);

    await db.delete(userRoles).where(and(eq(userRoles.userId, parent.id), eq(userRoles.role, "student")));
    await db.update(userTags).set({ tagId: t2.id }).where(eq(userTags.tagId, t3.id));
    await db.update(parentStudents).set({ parentId: other.id }).where(eq(parentStudents.studentId, k3));
    expect(await listsOf(parent.id)).toMatchObject({ role_list: ["parent"], student_id_list: [k1] });
    expect((await listsOf(other.id))?.student_id_list).toEqual([k2, k3].sort((a, b) => a - b));
    expect(await stale()).toEqual([]);

    const admin = await signIn(ctx.app, "facts_admin");
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/users/merge",
      headers: admin,
      payload: { from_user_id: other.id, to_user_id: parent.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await listsOf(parent.id))?.student_id_list).toEqual([k1, k2, k3].sort((a, b) => a - b));
    expect(await stale()).toEqual([]);

    await db.delete(users).where(eq(users.id, k2)); // cascades to parent_students and user_roles
    await db.delete(tags).where(eq(tags.id, t1.id)); // cascades to user_tags
    expect(await listsOf(parent.id)).toMatchObject({ student_id_list: [k1, k3].sort((a, b) => a - b) });
    expect(await stale()).toEqual([]);

    const search = await ctx.app.inject({ url: `/api/users/search?q=facts_parent`, headers: admin });
    expect(search.statusCode, search.body).toBe(200);
    expect(search.json().users.data[0]).toMatchObject({
      id: parent.id,
      all_roles: ["parent"],
      student_ids: [k1, k3].sort((a, b) => a - b),
      tags: [{ id: t2.id, name: "facts-a" }],
    });
  });

  /** Until the session `pid` waits for a lock (polled from `client`), within 20 seconds. */
  async function lockWaitOf(client: pg.Client, pid: number | undefined): Promise<void> {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const waiting = await client.query("select 1 from pg_locks where not granted and pid = $1", [pid]);
      if (waiting.rowCount) return;
      if (Date.now() > deadline) throw new Error(`session ${pid} never waited for a lock`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "two transactions changing one user's roles at once leave both (the second recounts after the first)",
    async () => {
      const user = await createUser(ctx.database.db, { username: "facts_race" });
      const url = (ctx.database.db as unknown as { $client: pg.Pool }).$client.options.connectionString;
      const a = new pg.Client({ connectionString: url });
      const b = new pg.Client({ connectionString: url });
      await a.connect();
      await b.connect();
      try {
        const bPid = (await b.query<{ pid: number }>("select pg_backend_pid() as pid")).rows[0]?.pid;
        await a.query("begin");
        await b.query("begin");
        await a.query("insert into user_roles (user_id, role) values ($1, 'teacher')", [user.id]);
        const second = b.query("insert into user_roles (user_id, role) values ($1, 'staff')", [user.id]);
        await lockWaitOf(a, bPid); // b now waits for a's lock on the user
        await a.query("commit");
        await second;
        await b.query("commit");
      } finally {
        await a.end();
        await b.end();
      }
      expect((await listsOf(user.id))?.role_list).toEqual(["staff", "teacher"]);
      expect(await stale()).toEqual([]);
    },
  );
});
