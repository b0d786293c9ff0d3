import { inArray } from "drizzle-orm";
import type { Transaction } from "../../db/database";
import type { Actor } from "../../http/actor";
import { rolesOf, type UserRow, users } from "../../modules/users";

/**
 * The demo accounts a step needs, by username (never by id), and the demo admin as the actor of
 * the modules' services (their audit entries name the admin).
 */
export async function demoPeople(tx: Transaction, usernames: readonly string[]) {
  const rows = await tx
    .select()
    .from(users)
    .where(inArray(users.username, ["admin", ...usernames]));
  const user = (username: string): UserRow => {
    const found = rows.find((row) => row.username === username);
    if (!found) throw new Error(`demo data needs the demo account ${username}`);
    return found;
  };
  const adminRow = user("admin");
  const admin: Actor = { id: adminRow.id, roles: await rolesOf(tx, adminRow.id) };
  return { admin, user, id: (username: string) => user(username).id };
}
