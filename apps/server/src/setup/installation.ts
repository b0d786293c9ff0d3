import { sql } from "drizzle-orm";
import type { Config } from "../config";
import type { DbOrTx } from "../db/database";
import { queryRows } from "../db/query-rows";
import { DEMO_USERS } from "../seed";
import { superAdminUsernames } from "./first-admin";

/** The demo's accounts present in the database (their password is published), and its seeded steps. */
export async function demoDataIn(db: DbOrTx): Promise<{ accounts: string[]; steps: number }> {
  const emails = DEMO_USERS.map((demo) => `${demo.username}@demo.example.com`);
  const accounts = await queryRows<{ username: string }>(
    db,
    sql`select username::text as username from users
        where email::text in (${sql.join(
          emails.map((email) => sql`${email}`),
          sql`, `,
        )}) order by id`,
  );
  const [steps] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from seed_runs`);
  return { accounts: accounts.map((row) => row.username), steps: steps?.n ?? 0 };
}

export class StartRefused extends Error {}

/**
 * Production on a database that holds the demo: demo accounts anyone can sign in to (the password is in
 * the README) and made-up families and money. Refused; a real installation starts on a new database.
 */
export async function assertNoDemoData(db: DbOrTx): Promise<void> {
  const demo = await demoDataIn(db);
  if (!demo.accounts.length && !demo.steps) return;
  const accounts = demo.accounts.length ? `demo accounts ${demo.accounts.join(", ")}` : "no demo accounts";
  throw new StartRefused(
    `This database holds the demo data (${accounts}; ${demo.steps} demo step(s) seeded): accounts with a ` +
      "published password and made-up families, bills and payments. Production (NODE_ENV=production) refuses " +
      'to start on it: use a new, empty database, then run `npm run create-admin` (README "Going live").',
  );
}

export async function hasSuperAdmin(db: DbOrTx): Promise<boolean> {
  return (await superAdminUsernames(db)).length > 0;
}

/** What runs: production, the demo, or development without demo data (the sandbox logs its own line). */
export function modeLine(config: Config): string {
  if (config.NODE_ENV === "production")
    return "production (NODE_ENV=production: demo data, the payment sandbox and disabled captchas are refused)";
  return config.SEED_DEMO
    ? `demo (NODE_ENV=${config.NODE_ENV}, demo data on)`
    : `${config.NODE_ENV}, no demo data`;
}
