import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../test/helpers/test-app";
import { users } from "../modules/users/users.table";
import type { DatabaseHandle, DbOrTx } from "./database";
import { driverQuery } from "./driver-query";
import { queryPrepared } from "./prepared-text";
import { columnsOf, queryText } from "./raw-query";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
  await handle.db.execute(sql`create table driver_query_probe (
    id serial primary key, name text, n int, big bigint, amount numeric(12, 2), flag boolean,
    at timestamptz, at_local timestamp, day date, span interval, doc jsonb, ids int[], names text[],
    amounts numeric[], days date[], stamps timestamptz[])`);
  await handle.db.execute(sql`insert into driver_query_probe
    (name, n, big, amount, flag, at, at_local, day, span, doc, ids, names, amounts, days, stamps) values
    ('王美玲 "quoted"', 7, 9007199254740993, 12.30, true, '2026-11-27 04:27:53.294+00', '2026-11-27 04:27:53',
     '2026-11-27', '1 day 02:00:00', '{"a": [1, "二"], "b": null}', '{1,2,3}', '{x,"y z",NULL}', '{1.5,2}',
     '{2026-01-01}', '{"2026-01-01 00:00:00+00"}'),
    (null, null, null, null, null, null, null, null, null, null, null, null, null, null, null)`);
});
afterAll(() => handle.close());

const PROBE = `select id, name, n, big, amount, flag, at, at_local, day, span, doc, ids, names, amounts, days, stamps
  from driver_query_probe where id >= $1 order by id`;

/** What Drizzle's raw mode gives for the same text: driverQuery must give the very same rows. */
async function viaDrizzle(db: DbOrTx, text: string, params: unknown[]) {
  const result = (await db._.session
    .prepareQuery({ sql: text, params }, undefined, undefined, false)
    .execute()) as {
    rows: unknown[];
  };
  return result.rows;
}

describe("driverQuery", () => {
  it("gives the rows Drizzle's raw mode gives (timestamps, dates, intervals as text; arrays and json parsed)", async () => {
    const expected = await viaDrizzle(handle.db, PROBE, [1]);
    expect(await driverQuery(handle.db, PROBE, [1])).toEqual(expected);
    expect(await driverQuery(handle.db, PROBE, [1], "driver_query_probe_1")).toEqual(expected);
    const [first] = expected as Array<Record<string, unknown>>;
    expect(first).toMatchObject({ name: '王美玲 "quoted"', n: 7, flag: true, names: ["x", "y z", null] });
    expect(typeof first?.at).toBe("string");
    expect(typeof first?.day).toBe("string");
    expect(first?.doc).toEqual({ a: [1, "二"], b: null });
  });

  it("runs a named statement again with other parameters (node-postgres reuses it per connection)", async () => {
    for (let i = 0; i < 12; i++) {
      const rows = await queryPrepared<{ id: number }>(handle.db, PROBE, [i % 2 === 0 ? 1 : 2]);
      expect(rows.map((row) => row.id)).toEqual(i % 2 === 0 ? [1, 2] : [2]);
    }
  });

  it("runs inside a transaction on the transaction's connection (sees its uncommitted rows, rolls back)", async () => {
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`insert into driver_query_probe (name) values ('in tx')`);
        const named = await queryPrepared<{ name: string }>(tx, PROBE, [3]);
        const plain = await queryText<{ name: string }>(tx, PROBE, [3]);
        expect(named.map((row) => row.name)).toEqual(["in tx"]);
        expect(plain).toEqual(await viaDrizzle(tx, PROBE, [3]));
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect(await queryText(handle.db, PROBE, [3])).toEqual([]);
  });

  it("passes driver errors through (a bad statement rejects, the next query still runs)", async () => {
    await expect(
      driverQuery(handle.db, "select * from no_such_table where id = $1", [1], "bad_one"),
    ).rejects.toThrow(/no_such_table/);
    expect(await driverQuery<{ one: number }>(handle.db, "select 1 as one", [])).toEqual([{ one: 1 }]);
  });
});

describe("columnsOf (raw select list and its row reader)", () => {
  it("reads rows back as Drizzle's select() gives them (dates decoded, nulls null, every column)", async () => {
    await handle.db
      .insert(users)
      .values([
        { username: "reader_a", email: "A@example.com", firstName: "美玲", lastName: "王", isActive: false },
        { username: "reader_b" },
      ]);
    const all = columnsOf(users, "u", "x_");
    const some = columnsOf(users, "u", "y_", ["id", "createdAt", "email"]);
    const rows = await queryText<Record<string, unknown>>(
      handle.db,
      `select ${all.select}, ${some.select} from users u where u.username like 'reader_%' order by u.id`,
      [],
    );
    const expected = await handle.db.select().from(users).orderBy(users.id);
    const mine = expected.filter((row) => row.username.startsWith("reader_"));
    expect(rows.map((row) => all.read(row))).toEqual(mine);
    expect(rows.map((row) => some.read(row))).toEqual(
      mine.map((row) => ({ id: row.id, createdAt: row.createdAt, email: row.email })),
    );
    expect(Object.keys(some.read({}))).toEqual(["id", "email", "createdAt"]);
    expect(some.read({})).toEqual({ id: null, email: null, createdAt: null });
    expect(mine[0]?.createdAt).toBeInstanceOf(Date);
  });
});
