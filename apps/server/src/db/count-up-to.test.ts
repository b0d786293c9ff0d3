import { LIST_TOTAL_CAP, pagedList } from "@edu/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../test/helpers/test-app";
import { users } from "../modules/users/users.table";
import { countUpTo, LIST_COUNT_CAP } from "./count-up-to";
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

describe("pagedList (the list answer)", () => {
  it("passes exact counts through with total_capped 0", () => {
    expect(pagedList([1, 2], 120, 3, 50)).toEqual({
      data: [1, 2],
      current_page: 3,
      per_page: 50,
      total: 120,
      last_page: 3,
      total_capped: 0,
    });
    expect(pagedList([], 0, 1, 50)).toMatchObject({ total: 0, last_page: 1, total_capped: 0 });
    expect(pagedList([], LIST_TOTAL_CAP, 1, 50)).toMatchObject({
      total: 1000,
      last_page: 20,
      total_capped: 0,
    });
  });

  it("reads a count past 1,000 (countUpTo stops at 1,001) as 1,000+ and keeps the page asked for", () => {
    expect(LIST_COUNT_CAP).toBe(LIST_TOTAL_CAP + 1);
    expect(pagedList([], LIST_COUNT_CAP, 25, 50)).toMatchObject({
      total: 1000,
      total_capped: 1,
      last_page: 20,
      current_page: 25,
    });
    expect(pagedList([], 54_321, 1, 30)).toMatchObject({ total: 1000, total_capped: 1, last_page: 34 });
  });
});
