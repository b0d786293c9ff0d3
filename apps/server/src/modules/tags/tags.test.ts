import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { createUser, signIn } from "../../../test/helpers/users";
import { queryRows } from "../../db/query-rows";

let ctx: TestContext;
const auth: Record<string, { authorization: string }> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: "http://app.test" });
  for (const [username, role] of [
    ["super-admin", "super-admin"],
    ["staff", "staff"],
    ["teacher", "teacher"],
    ["parent", "parent"],
    ["student", "student"],
  ] as const) {
    ids[username] = (await createUser(ctx.database.db, { username, roles: [role] })).id;
    auth[username] = { authorization: (await signIn(ctx.app, username)).authorization };
  }
});
afterAll(() => ctx.close());
// Each test starts without tags (their links go with them) and makes the ones it reads.
beforeEach(async () => {
  await ctx.database.db.execute(sql`delete from tags`);
});

const call = (
  method: "GET" | "POST" | "PATCH" | "DELETE",
  url: string,
  payload?: object,
  who = "super-admin",
  lang = "en",
) =>
  ctx.app.inject({
    method,
    url,
    headers: { ...auth[who], "accept-language": lang },
    ...(payload && { payload }),
  });
/** The "Very Important" tag, on the student. */
const veryImportantOnStudent = async (): Promise<number> => {
  const tag = await call("POST", "/api/tag", { name: "Very Important" });
  expect(tag.statusCode, tag.body).toBe(200);
  await call("POST", `/api/user/${ids.student}/attach-tags`, { tag_ids: [tag.json().id] });
  return tag.json().id;
};
const counts = async () =>
  (
    await queryRows<{ tags: number; links: number; audit: number }>(
      ctx.database.db,
      sql`select (select count(*)::int from tags) as tags, (select count(*)::int from user_tags) as links,
                 (select count(*)::int from audit_log) as audit`,
    )
  )[0];

describe("tags", () => {
  it("creates, lists with user counts, shows with users, renames and deletes, auditing each", async () => {
    const created = await call("POST", "/api/tag", { name: " VIP ", description: "Top", color: "#ff0000" });
    expect(created.statusCode).toBe(200);
    const tag = created.json();
    expect(tag).toMatchObject({ name: "VIP", description: "Top", color: "#ff0000", user_count: 0 });
    await call("POST", `/api/user/${ids.student}/attach-tags`, { tag_ids: [tag.id] });
    await call("POST", `/api/user/${ids.parent}/attach-tags`, { tag_ids: [tag.id] });

    const list = await call("GET", "/api/tags", undefined, "staff");
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ current_page: 1, per_page: 50, total: 1, last_page: 1 });
    expect(list.json().data[0]).toMatchObject({ id: tag.id, user_count: 2 });

    const detail = await call("GET", `/api/tag/${tag.id}?page_size=1`, undefined, "staff");
    expect(detail.json().tag.user_count).toBe(2);
    expect(detail.json().users).toMatchObject({ total: 2, per_page: 1, last_page: 2 });
    expect(detail.json().users.data[0].username).toBe("parent");

    const renamed = await call("PATCH", `/api/tag/${tag.id}`, { name: "Very Important", color: "gold" });
    expect(renamed.json()).toMatchObject({ name: "Very Important", color: "gold", description: "Top" });

    const other = (await call("POST", "/api/tag", { name: "Temp" })).json();
    expect(other).toMatchObject({ color: "blue", description: "" });
    await call("POST", `/api/user/${ids.student}/attach-tags`, { tag_ids: [other.id] });
    expect((await call("DELETE", `/api/tag/${other.id}`)).statusCode).toBe(200);
    expect((await call("GET", `/api/tag/${other.id}`)).statusCode).toBe(404);

    const actions = await queryRows<{ action: string }>(
      ctx.database.db,
      sql`select action from audit_log
          where target_type = 'tag' and target_id in (${String(tag.id)}, ${String(other.id)}) order by id`,
    );
    expect(actions.map((a) => a.action)).toEqual(["tag.create", "tag.update", "tag.create", "tag.delete"]);
  });

  it("refuses a taken name (case-insensitive) and bad input with field errors, writing nothing", async () => {
    await veryImportantOnStudent();
    const before = await counts();
    const taken = await call("POST", "/api/tag", { name: "very important" }, "super-admin", "zh-CN");
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ name: ["已存在同名标签。"] });
    const other = (await call("POST", "/api/tag", { name: "Other" })).json();
    const renameTaken = await call("PATCH", `/api/tag/${other.id}`, { name: "VERY IMPORTANT" });
    expect(renameTaken.json().errors).toEqual({ name: ["A tag with this name already exists."] });
    const bad = await call("POST", "/api/tag", { name: "", color: "<script>" });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["color", "name"]);
    const long = await call("POST", "/api/tag", { name: "x".repeat(61) });
    expect(long.json().errors).toEqual({ name: ["Tag names have at most 60 characters."] });
    await call("DELETE", `/api/tag/${other.id}`);
    const after = await counts();
    expect(after?.tags).toBe(before?.tags);
    expect(after?.links).toBe(before?.links);
  });
});

describe("attach-tags and detach-tags", () => {
  it("never adds a user twice to one tag: the whole request is refused and nothing written", async () => {
    const vip = await veryImportantOnStudent();
    const second = (await call("POST", "/api/tag", { name: "SAT" })).json();
    const before = await counts();
    const twice = await call(
      "POST",
      `/api/user/${ids.student}/attach-tags`,
      { tag_ids: [second.id, vip] },
      "super-admin",
      "zh-TW",
    );
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors).toEqual({ tag_ids: ["同一使用者不能重複加入同一個標籤"] });
    const enTwice = await call("POST", `/api/user/${ids.student}/attach-tags`, { tag_ids: [vip] });
    expect(enTwice.json().errors).toEqual({ tag_ids: ["A user cannot be added twice to one tag"] });
    const unknownTag = await call("POST", `/api/user/${ids.student}/attach-tags`, { tag_ids: [999999] });
    expect(unknownTag.json().errors).toEqual({ tag_ids: ["This tag does not exist."] });
    const empty = await call("POST", `/api/user/${ids.student}/attach-tags`, { tag_ids: [] });
    expect(Object.keys(empty.json().errors)).toEqual(["tag_ids"]);
    const unknownUser = await call("POST", "/api/user/999999/attach-tags", { tag_ids: [second.id] });
    expect(unknownUser.statusCode).toBe(404);
    expect(await counts()).toEqual(before);

    const ok = await call("POST", `/api/user/${ids.student}/attach-tags`, {
      tag_ids: [second.id, second.id],
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().tags.map((t: { name: string }) => t.name)).toEqual(["SAT", "Very Important"]);

    const detached = await call("PATCH", `/api/user/${ids.student}/detach-tags`, {
      tag_ids: [vip, 999999],
    });
    expect(detached.statusCode).toBe(200);
    expect(detached.json().tags.map((t: { name: string }) => t.name)).toEqual(["SAT"]);
    const trail = (await call("GET", `/api/users/${ids.student}/audit`)).json().data;
    expect(trail.slice(0, 2).map((e: { action: string }) => e.action)).toEqual([
      "user.tags_detach",
      "user.tags_attach",
    ]);
    expect(trail[0].before).toEqual({ tag_ids: [vip] });
  });
});
