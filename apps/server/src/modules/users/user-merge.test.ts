import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { createUser, signIn } from "../../../test/helpers/users";
import { queryRows } from "../../db/query-rows";
import { passwordTokens } from "../accounts/password-tokens.table";
import { recordAudit } from "../audit";
import { postLedgerEntry } from "../balance";
import { basicProfiles, studentProfiles, teacherProfiles } from "../profiles/profiles.table";
import { tags, userTags } from "../tags/tags.table";
import { teacherContracts } from "../teacher-contracts/teacher-contracts.table";
import { uploads } from "../uploads/uploads.table";
import { parentStudents, users } from "./users.table";

let ctx: TestContext;
let admin: { authorization: string };
let adminId: number;

beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: "http://app.test" });
  adminId = (await createUser(ctx.database.db, { username: "admin", roles: ["super-admin"] })).id;
  admin = { authorization: (await signIn(ctx.app, "admin")).authorization };
});
afterAll(() => ctx.close());

const count = async (query: ReturnType<typeof sql>) =>
  Number((await queryRows<{ n: number }>(ctx.database.db, query))[0]?.n);
const post = (url: string, payload: object) =>
  ctx.app.inject({ method: "POST", url, headers: admin, payload });

type Fk = { table_name: string; column_name: string };
async function userReferences(): Promise<Fk[]> {
  return queryRows<Fk>(
    ctx.database.db,
    sql`select cl.relname as table_name, a.attname as column_name from pg_constraint c
        join pg_class cl on cl.oid = c.conrelid
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
        where c.contype = 'f' and c.confrelid = 'public.users'::regclass`,
  );
}
async function referenceCounts(userId: number) {
  const out: Record<string, number> = {};
  for (const fk of await userReferences()) {
    out[`${fk.table_name}.${fk.column_name}`] = await count(
      sql`select count(*)::int as n from ${sql.raw(`"${fk.table_name}"`)} where ${sql.raw(`"${fk.column_name}"`)} = ${userId}`,
    );
  }
  return out;
}

/** Two accounts of one person, each with rows in every table that references users. */
async function makePair(suffix: string) {
  const db = ctx.database.db;
  const from = await createUser(db, {
    username: `old_${suffix}`,
    email: `old_${suffix}@example.com`,
    roles: ["student", "parent"],
    firstName: "Olga",
  });
  const to = await createUser(db, {
    username: `new_${suffix}`,
    email: `new_${suffix}@example.com`,
    roles: ["student", "teacher"],
    firstName: "",
  });
  const kid = await createUser(db, { username: `kid_${suffix}`, roles: ["student"] });
  const mom = await createUser(db, { username: `mom_${suffix}`, roles: ["parent"] });
  const dad = await createUser(db, { username: `dad_${suffix}`, roles: ["parent"] });
  await signIn(ctx.app, from.username);
  await signIn(ctx.app, to.username);
  const [shared, onlyFrom, onlyTo] = await db
    .insert(tags)
    .values([{ name: `shared_${suffix}` }, { name: `from_${suffix}` }, { name: `to_${suffix}` }])
    .returning();
  if (!shared || !onlyFrom || !onlyTo) throw new Error("tags");
  await db.insert(userTags).values([
    { userId: from.id, tagId: shared.id },
    { userId: from.id, tagId: onlyFrom.id },
    { userId: to.id, tagId: shared.id },
    { userId: to.id, tagId: onlyTo.id },
  ]);
  await db.insert(parentStudents).values([
    { parentId: from.id, studentId: kid.id }, // from as a parent
    { parentId: mom.id, studentId: from.id }, // from as a student, shared parent
    { parentId: mom.id, studentId: to.id },
    { parentId: dad.id, studentId: from.id }, // only from's parent
    { parentId: from.id, studentId: from.id }, // a parent may be their own student
  ]);
  await db.insert(basicProfiles).values([
    { userId: from.id, phone: "0911111111", wechat: "olga_wx", line: "" },
    { userId: to.id, phone: "0922222222", line: "new_line" },
  ]);
  await db
    .insert(studentProfiles)
    .values({ userId: from.id, school: "Taipei American School", testScores: { sat: 1500 } });
  await db.insert(teacherProfiles).values([
    { userId: from.id, subjects: ["SAT Math"], college: "NTU", billing: { city: "Taipei" } },
    { userId: to.id, subjects: ["TOEFL"], major: "Physics", billing: { zip: "100" } },
  ]);
  const [upload] = await db
    .insert(uploads)
    .values({
      ownerId: from.id,
      kind: "image",
      mimeType: "image/png",
      sizeBytes: 1,
      originalName: "a.png",
      storageKey: `k_${suffix}`,
    })
    .returning();
  await db.insert(teacherContracts).values({
    teacherId: from.id,
    title: "2026",
    startDate: "2026-01-01",
    hourlyRate: 100000,
    currency: "TWD",
    documentUploadId: upload?.id,
  });
  await db.insert(passwordTokens).values({
    tokenHash: `t_${suffix}`,
    userId: from.id,
    purpose: "reset",
    expiresAt: new Date(Date.now() + 3600_000),
  });
  await recordAudit(db, { actorId: from.id, action: "test.something", targetType: "user", targetId: kid.id });
  await db
    .update(users)
    .set({ accountBalance: 500, lineUserId: `U_${suffix}` })
    .where(sql`${users.id} = ${from.id}`);
  await db.update(users).set({ accountBalance: 250 }).where(sql`${users.id} = ${to.id}`);
  return { from, to, kid, mom, dad, shared, onlyFrom, onlyTo, upload };
}

describe("POST users/conflict-data-on-merging", () => {
  it("shows what clashes before merging", async () => {
    const p = await makePair("c");
    const res = await post("/api/users/conflict-data-on-merging", {
      from_user_id: p.from.id,
      to_user_id: p.to.id,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.from_user.username).toBe("old_c");
    expect(body.to_user.username).toBe("new_c");
    const fields = Object.fromEntries(
      body.conflicts.map((c: { field: string; from: unknown; to: unknown }) => [c.field, [c.from, c.to]]),
    );
    expect(fields.username).toEqual(["old_c", "new_c"]);
    expect(fields.email).toEqual(["old_c@example.com", "new_c@example.com"]);
    expect(fields["basic_profiles.phone"]).toEqual(["0911111111", "0922222222"]);
    expect(fields["teacher_profiles.subjects"]).toEqual([["SAT Math"], ["TOEFL"]]);
    expect(fields.account_balance).toBeDefined();
    expect(fields.first_name).toBeUndefined(); // to's is empty: filled, not a clash
    expect(fields["basic_profiles.wechat"]).toBeUndefined();
    expect(body.conflicts.some((c: { field: string }) => /password|token/.test(c.field))).toBe(false);
    expect(body.shared_tags.map((t: { id: number }) => t.id)).toEqual([p.shared.id]);
    expect(body.shared_parent_ids).toEqual([p.mom.id]);
    expect(body.roles).toEqual({
      from: expect.arrayContaining(["student", "parent"]),
      to: expect.arrayContaining(["student", "teacher"]),
    });
  });
});

describe("POST users/merge", () => {
  it("moves every reference in one transaction, deletes from, loses nothing", async () => {
    const p = await makePair("m");
    // A table another module adds later is found in the catalog too.
    await ctx.database.db.execute(
      sql`create table later_notes (id serial primary key, author_id integer not null references users(id) on delete cascade, body text)`,
    );
    await ctx.database.db.execute(
      sql`insert into later_notes (author_id, body) values (${p.from.id}, 'note')`,
    );
    const fromBefore = await referenceCounts(p.from.id);
    const toBefore = await referenceCounts(p.to.id);
    const auditBefore = await count(sql`select count(*)::int as n from audit_log`);

    const res = await post("/api/users/merge", {
      from_user_id: p.from.id,
      to_user_id: p.to.id,
      keep: { "basic_profiles.phone": "from" },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { user, moved } = res.json();

    // from is gone; nothing references it any more.
    expect(await count(sql`select count(*)::int as n from users where id = ${p.from.id}`)).toBe(0);
    for (const [ref, n] of Object.entries(await referenceCounts(p.from.id))) expect(n, ref).toBe(0);
    // Every referencing row of from now belongs to to, except exact duplicates merged into one.
    const toAfter = await referenceCounts(p.to.id);
    for (const [ref, n] of Object.entries(fromBefore)) {
      if (n > 0) expect(toAfter[ref], ref).toBeGreaterThanOrEqual(Math.max(toBefore[ref] ?? 0, 1));
    }
    expect(moved["later_notes.author_id"]).toBe(1);
    expect(toAfter["later_notes.author_id"]).toBe(1);
    expect(toAfter["sessions.user_id"]).toBe(2);
    expect(toAfter["password_tokens.user_id"]).toBe(1);
    expect(toAfter["uploads.owner_id"]).toBe(1);
    expect(toAfter["teacher_contracts.teacher_id"]).toBe(1);

    // The user: to's non-empty values kept, gaps filled from from, balances added.
    expect(user).toMatchObject({
      id: p.to.id,
      username: "new_m",
      email: "new_m@example.com",
      first_name: "Olga",
      account_balance: 750,
    });
    expect([...user.all_roles].sort()).toEqual(["parent", "student", "teacher"]);
    expect([...user.student_ids].sort()).toEqual([p.kid.id, p.to.id].sort());
    const [row] = await queryRows<{ line_user_id: string }>(
      ctx.database.db,
      sql`select line_user_id from users where id = ${p.to.id}`,
    );
    expect(row?.line_user_id).toBe("U_m");

    // Relations: union, no duplicates; from's self-link became to's.
    const links = await queryRows<{ parent_id: number; student_id: number }>(
      ctx.database.db,
      sql`select parent_id, student_id from parent_students where parent_id = ${p.to.id} or student_id = ${p.to.id} order by parent_id, student_id`,
    );
    expect(links).toEqual(
      [
        { parent_id: p.to.id, student_id: p.to.id },
        { parent_id: p.to.id, student_id: p.kid.id },
        { parent_id: p.mom.id, student_id: p.to.id },
        { parent_id: p.dad.id, student_id: p.to.id },
      ].sort((a, b) => a.parent_id - b.parent_id || a.student_id - b.student_id),
    );
    const tagIds = await queryRows<{ tag_id: number }>(
      ctx.database.db,
      sql`select tag_id from user_tags where user_id = ${p.to.id} order by tag_id`,
    );
    expect(tagIds.map((t) => t.tag_id)).toEqual(
      [p.shared.id, p.onlyFrom.id, p.onlyTo.id].sort((a, b) => a - b),
    );

    // Profiles: field by field.
    const [basic] = await queryRows<Record<string, unknown>>(
      ctx.database.db,
      sql`select phone, wechat, line from basic_profiles where user_id = ${p.to.id}`,
    );
    expect(basic).toEqual({ phone: "0911111111", wechat: "olga_wx", line: "new_line" });
    const [student] = await queryRows<Record<string, unknown>>(
      ctx.database.db,
      sql`select school, test_scores from student_profiles where user_id = ${p.to.id}`,
    );
    expect(student).toEqual({ school: "Taipei American School", test_scores: { sat: 1500 } });
    const [teacher] = await queryRows<Record<string, unknown>>(
      ctx.database.db,
      sql`select subjects, college, major, billing from teacher_profiles where user_id = ${p.to.id}`,
    );
    expect(teacher).toEqual({
      subjects: ["TOEFL"],
      college: "NTU",
      major: "Physics",
      billing: { city: "Taipei", zip: "100" },
    });

    // The audit log keeps everything (from's own actions stay attributed to its old id) and gains both records.
    expect(await count(sql`select count(*)::int as n from audit_log where actor_id = ${p.from.id}`)).toBe(1);
    expect(await count(sql`select count(*)::int as n from audit_log`)).toBe(auditBefore + 2);
    const trail = (
      await ctx.app.inject({ method: "GET", url: `/api/users/${p.to.id}/audit`, headers: admin })
    ).json();
    expect(trail.data[0]).toMatchObject({ action: "user.merge", actor_id: adminId });
    expect(trail.data[0].before.merged_from.username).toBe("old_m");
    const [away] = await queryRows<{ action: string }>(
      ctx.database.db,
      sql`select action from audit_log where target_type = 'user' and target_id = ${String(p.from.id)} order by id desc limit 1`,
    );
    expect(away?.action).toBe("user.merged_away");

    // from's sessions were revoked before they moved: nobody is signed in as to through them.
    expect(
      await count(
        sql`select count(*)::int as n from sessions where user_id = ${p.to.id} and revoked_at is null`,
      ),
    ).toBe(1);
    await ctx.database.db.execute(sql`drop table later_notes`);
  });

  it("lets keep pick from's username and email", async () => {
    const p = await makePair("k");
    const res = await post("/api/users/merge", {
      from_user_id: p.from.id,
      to_user_id: p.to.id,
      keep: { username: "from", email: "from" },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({ id: p.to.id, username: "old_k", email: "old_k@example.com" });
    await signIn(ctx.app, "old_k");
  });

  it("refuses bad input, itself, unknown users and mixed-currency balances, writing nothing", async () => {
    const p = await makePair("x");
    await ctx.database.db
      .update(users)
      .set({ accountBalanceCurrency: "USD" })
      .where(sql`${users.id} = ${p.from.id}`);
    const before = {
      users: await count(sql`select count(*)::int as n from users`),
      audit: await count(sql`select count(*)::int as n from audit_log`),
      refs: await referenceCounts(p.from.id),
    };
    const same = await post("/api/users/merge", { from_user_id: p.to.id, to_user_id: p.to.id });
    expect(same.statusCode).toBe(422);
    expect(same.json().errors).toEqual({ to_user_id: ["Choose two different users to merge."] });
    const self = await post("/api/users/merge", { from_user_id: adminId, to_user_id: p.to.id });
    expect(self.json().errors).toEqual({ from_user_id: ["You cannot merge away your own account."] });
    const unknown = await post("/api/users/merge", { from_user_id: 999999, to_user_id: p.to.id });
    expect(unknown.json().errors).toEqual({ from_user_id: ["This user does not exist."] });
    const bad = await post("/api/users/merge", { from_user_id: "a", keep: { email: "both" } });
    expect(Object.keys(bad.json().errors).sort()).toEqual(["from_user_id", "keep.email", "to_user_id"]);
    const currency = await post("/api/users/merge", { from_user_id: p.from.id, to_user_id: p.to.id });
    expect(currency.statusCode).toBe(422);
    expect(Object.keys(currency.json().errors)).toEqual(["from_user_id"]);
    expect(await count(sql`select count(*)::int as n from users`)).toBe(before.users);
    expect(await count(sql`select count(*)::int as n from audit_log`)).toBe(before.audit);
    expect(await referenceCounts(p.from.id)).toEqual(before.refs);
  });

  it("does not merge away an account with money history (append-only ledgers), but merges others into it", async () => {
    const p = await makePair("ledger");
    await ctx.database.db.transaction((tx) =>
      postLedgerEntry(tx, {
        parentUserId: p.from.id,
        currency: "TWD",
        amount: 100_00,
        kind: "adjustment",
        reason: "test",
        createdBy: adminId,
      }),
    );
    const refused = await post("/api/users/merge", { from_user_id: p.from.id, to_user_id: p.to.id });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.from_user_id[0]).toMatch(/money records/);
    const other = await post("/api/users/merge", { from_user_id: p.to.id, to_user_id: p.from.id });
    expect(other.statusCode).toBe(200);
  });
});
