import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { queryRows } from "../../db/query-rows";
import { DEMO_SEEDS, runSeeds } from "../../seed";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ DEMO_PASSWORD: "demo-password-test" });
  await runSeeds(ctx.database.db, DEMO_SEEDS, { config: ctx.config, log: ctx.app.log });
});
afterAll(() => ctx.close());

describe("demo enrollments", () => {
  it("cover every status and payment status, some unread, one signed contract with its ticket", async () => {
    const [row] = await queryRows<{
      statuses: string[];
      payments: string[];
      unread: number;
      signed: number;
      tickets: number;
    }>(
      ctx.database.db,
      sql`select
        (select array_agg(distinct status order by status) from enrolled_course_sessions) as statuses,
        (select array_agg(distinct payment_status order by payment_status) from enrolled_course_sessions) as payments,
        (select count(*)::int from enrolled_course_sessions where not is_read) as unread,
        (select count(*)::int from enrollment_contracts where signed_at is not null and signer_name <> '' and signer_ip is not null) as signed,
        (select count(*)::int from student_class_tickets where enrolled_session_id is not null) as tickets`,
    );
    expect(row).toMatchObject({
      statuses: ["archive", "cancel", "delete", "normal"],
      payments: ["cancelled", "paid", "unknown", "unpaid"],
      signed: 1,
      tickets: 1,
    });
    expect(row?.unread).toBeGreaterThan(0);
  });

  it("is idempotent", async () => {
    expect(await runSeeds(ctx.database.db, DEMO_SEEDS, { config: ctx.config, log: ctx.app.log })).toEqual([]);
  });
});
