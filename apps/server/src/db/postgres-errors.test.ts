import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../test/helpers/test-app";
import type { DatabaseHandle, DbOrTx } from "./database";
import { driverQuery } from "./driver-query";
import { isForeignKeyViolation, isUniqueViolation } from "./postgres-errors";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
  await handle.db.execute(sql`create table twin_key_parent (id int primary key)`);
  await handle.db.execute(
    sql`create table twin_key_child (id int primary key, parent_id int references twin_key_parent (id))`,
  );
  await handle.db.execute(sql`insert into twin_key_parent (id) values (1)`);
});
afterAll(() => handle.close());

/** What the statement threw (it must throw). */
async function thrownBy(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error("the statement did not fail");
}

const duplicateKey = (db: DbOrTx = handle.db) => db.execute(sql`insert into twin_key_parent (id) values (1)`);

describe("isUniqueViolation", () => {
  it("knows the driver's own error and the query builder's wrapped one", async () => {
    const fromDriver = await thrownBy(() =>
      driverQuery(handle.db, "insert into twin_key_parent (id) values ($1)", [1]),
    );
    const fromBuilder = await thrownBy(() => duplicateKey());
    expect((fromBuilder as { cause?: unknown }).cause).toBeDefined();
    for (const error of [fromDriver, fromBuilder]) {
      expect(isUniqueViolation(error)).toBe(true);
      expect(isUniqueViolation(error, "chain")).toBe(true);
    }
  });

  it("knows a duplicate inside a savepoint of a transaction", async () => {
    const error = await thrownBy(() =>
      handle.db.transaction((tx) => tx.transaction((savepoint) => duplicateKey(savepoint))),
    );
    expect(isUniqueViolation(error)).toBe(true);
  });

  it("looks past the direct cause only when asked to follow the chain", async () => {
    const wrappedTwice = new Error("while posting the entry", {
      cause: new Error("while reversing", { cause: await thrownBy(() => duplicateKey()) }),
    });
    expect(isUniqueViolation(wrappedTwice)).toBe(false);
    expect(isUniqueViolation(wrappedTwice, "chain")).toBe(true);
  });

  it("is false for other database errors and for errors that are not the database's", async () => {
    const missingParent = await thrownBy(() =>
      handle.db.execute(sql`insert into twin_key_child (id, parent_id) values (1, 99)`),
    );
    expect(isUniqueViolation(missingParent, "chain")).toBe(false);
    expect(isForeignKeyViolation(missingParent)).toBe(true);
    expect(isForeignKeyViolation(await thrownBy(() => duplicateKey()), "chain")).toBe(false);
    for (const other of [new Error("boom"), "text", undefined, null, 23505]) {
      expect(isUniqueViolation(other, "chain")).toBe(false);
    }
  });
});
