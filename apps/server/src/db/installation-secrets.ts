import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "./database";
import { queryRows } from "./query-rows";

/**
 * The installation's secret of this name, made (32 random bytes, base64url) by whichever process asks
 * first; every later call, in any process, reads the same value.
 */
export async function installationSecret(db: DbOrTx, name: string): Promise<string> {
  const candidate = randomBytes(32).toString("base64url");
  await queryRows(
    db,
    sql`insert into installation_secrets (name, value) values (${name}, ${candidate}) on conflict (name) do nothing`,
  );
  const [row] = await queryRows<{ value: string }>(
    db,
    sql`select value from installation_secrets where name = ${name}`,
  );
  if (!row) throw new Error(`installation secret ${name} could not be read`);
  return row.value;
}
