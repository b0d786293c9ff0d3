import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { queryRows } from "../../db/query-rows";
import { DEMO_SEEDS, runSeeds } from "../../seed";
import { runSystemTodosOnce } from "../todos";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ DEMO_PASSWORD: "demo-password-test" });
  // The steps up to and including the schedule's (it reads the classes the earlier steps make).
  const last = DEMO_SEEDS.findIndex((seed) => seed.name === "demo-lesson-schedule");
  expect(last).toBeGreaterThan(0);
  await runSeeds(ctx.database.db, DEMO_SEEDS.slice(0, last + 1), { config: ctx.config, log: ctx.app.log });
});
afterAll(() => ctx.close());

describe("demo lesson schedule", () => {
  it("plans lessons ahead for the running classes and leaves one past lesson without a log", async () => {
    const rows = await queryRows<{ name: string; ahead: number; past: number }>(
      ctx.database.db,
      sql`select c.name, count(*) filter (where p.starts_at > now())::int as ahead,
            count(*) filter (where p.starts_at <= now())::int as past
          from planned_lessons p join session_classes c on c.id = p.session_class_id
          group by c.name order by c.name`,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.ahead > 0 && row.ahead <= 52)).toBe(true);
    expect(rows.reduce((sum, row) => sum + row.past, 0)).toBe(1);
    await runSystemTodosOnce(ctx.database.db);
    const todos = await queryRows<{ url: string }>(
      ctx.database.db,
      sql`select url from todos where source_key like 'attendance:%' and status = 0`,
    );
    expect(todos).toHaveLength(1);
    expect(todos[0]?.url).toMatch(/^\/session-class\/\d+\/createLog$/);
  });
});
