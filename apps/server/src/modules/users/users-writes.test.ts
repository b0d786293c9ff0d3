import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { createUser as createFixtureUser } from "../../../test/helpers/users";
import { findUserById } from "./users.repository";
import { parentStudents } from "./users.table";
import { linkParentStudents, markBindFinished, updateUserDetails } from "./users-writes.service";

// The writes other modules make to an account through users' index: what they leave untouched matters
// as much as what they write (a profile edit sends only the fields it changes).

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx?.close());

const stampOf = async (id: number) => (await findUserById(ctx.database.db, id))?.updatedAt.getTime();

describe("users' writes for other modules", () => {
  it("writes only the details given, and nothing (not even updated_at) when none is", async () => {
    const { db } = ctx.database;
    const user = await createFixtureUser(db, {
      username: "writes_details",
      firstName: "Ann",
      lastName: "Lee",
    });
    const before = await stampOf(user.id);
    await updateUserDetails(db, user.id, {});
    await updateUserDetails(db, user.id, { firstName: undefined, timezone: undefined });
    expect(await stampOf(user.id)).toBe(before);

    await updateUserDetails(db, user.id, { lastName: "Wang", firstName: undefined, defaultCurrency: "USD" });
    expect(await findUserById(db, user.id)).toMatchObject({
      firstName: "Ann",
      lastName: "Wang",
      defaultCurrency: "USD",
    });
  });

  it("marks an account bound, stamping updated_at only when given a time", async () => {
    const { db } = ctx.database;
    const user = await createFixtureUser(db, { username: "writes_bind", finishBind: false });
    const before = await stampOf(user.id);
    await markBindFinished(db, user.id);
    expect(await findUserById(db, user.id)).toMatchObject({ finishBind: true });
    expect(await stampOf(user.id)).toBe(before);

    const at = new Date(Date.UTC(2030, 0, 2, 3, 4, 5));
    await markBindFinished(db, user.id, at);
    expect(await stampOf(user.id)).toBe(at.getTime());
  });

  it("links parent and students once, answering only the students newly linked", async () => {
    const { db } = ctx.database;
    const parent = await createFixtureUser(db, { username: "writes_parent", roles: ["parent"] });
    const kid1 = await createFixtureUser(db, { username: "writes_kid1", roles: ["student"] });
    const kid2 = await createFixtureUser(db, { username: "writes_kid2", roles: ["student"] });
    expect(await linkParentStudents(db, parent.id, [])).toEqual([]);
    expect(await linkParentStudents(db, parent.id, [kid1.id])).toEqual([kid1.id]);
    expect(await linkParentStudents(db, parent.id, [kid1.id, kid2.id])).toEqual([kid2.id]);
    const pairs = await db
      .select({ studentId: parentStudents.studentId })
      .from(parentStudents)
      .where(eq(parentStudents.parentId, parent.id));
    expect(pairs.map((pair) => pair.studentId).sort((a, b) => a - b)).toEqual([kid1.id, kid2.id]);
  });
});
