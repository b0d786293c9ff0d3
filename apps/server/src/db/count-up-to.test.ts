import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../test/helpers/test-app";
import { users } from "../modules/users/users.table";
import { countUpTo } from "./count-up-to";
import type { DatabaseHandle } from "./database";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
  await handle.db
    .insert(users)
    .values(Array.from({ length: 7 }, (_, i) => ({ username: `u${i}`, isActive: i % 2 === 0 })));
});
afterAll(() => handle.close());

describe("countUpTo", () => {
  it("counts exactly below the cap, honouring the filter", async () => {
    expect(await countUpTo(handle.db, users, undefined, 100)).toBe(7);
    expect(await countUpTo(handle.db, users, eq(users.isActive, true), 100)).toBe(4);
  });

  it("stops at the cap", async () => {
    expect(await countUpTo(handle.db, users, undefined, 5)).toBe(5);
  });
});
