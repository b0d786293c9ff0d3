import {
  emailSchema,
  isMessageKey,
  nameSchema,
  passwordSchema,
  translateMessage,
  usernameSchema,
} from "@edu/shared";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Database, DbOrTx } from "../db/database";
import { queryRows } from "../db/query-rows";
import { hashPassword } from "../modules/accounts";
import { recordAudit } from "../modules/audit";
import { addRoles, createUser, isEmailTaken, isUsernameTaken } from "../modules/users";

/** The product's own rules for these fields (the register form's). */
export const firstAdminFields = {
  username: usernameSchema,
  email: emailSchema,
  first_name: nameSchema,
  last_name: nameSchema,
  password: passwordSchema,
} as const;
export type FirstAdminField = keyof typeof firstAdminFields;
export type FirstAdminInput = { [K in FirstAdminField]: string };

/** The field's problem in plain English, or undefined when the value passes. */
export function fieldProblem(field: FirstAdminField, value: string): string | undefined {
  const result = firstAdminFields[field].safeParse(value);
  if (result.success) return undefined;
  const message = result.error.issues[0]?.message ?? "invalid";
  return isMessageKey(message) ? translateMessage("en", message) : message;
}

export class FirstAdminRefused extends Error {}

// Any constant: two create-admin runs at once make one super-admin, not two.
const FIRST_ADMIN_LOCK_ID = 7_240_926;

export async function superAdminUsernames(db: DbOrTx): Promise<string[]> {
  const rows = await queryRows<{ username: string }>(
    db,
    sql`select u.username::text as username from users u join user_roles r on r.user_id = u.id
        where r.role = 'super-admin' order by u.id`,
  );
  return rows.map((row) => row.username);
}

/**
 * The first super-admin of an installation, with a password (argon2id, as every account). Refused once
 * any super-admin exists: the command is no back door into a running installation.
 */
export async function createFirstSuperAdmin(db: Database, input: FirstAdminInput): Promise<{ id: number }> {
  const parsed = z.object(firstAdminFields).parse(input);
  const passwordHash = await hashPassword(parsed.password);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_ADMIN_LOCK_ID})`);
    const existing = await superAdminUsernames(tx);
    if (existing.length) throw new FirstAdminRefused(alreadyThere(existing));
    if (await isUsernameTaken(tx, parsed.username))
      throw new FirstAdminRefused(`username: ${parsed.username} is already taken by an account`);
    if (await isEmailTaken(tx, parsed.email))
      throw new FirstAdminRefused(`email: ${parsed.email} is already taken by an account`);
    const row = await createUser(tx, {
      username: parsed.username,
      email: parsed.email,
      passwordHash,
      firstName: parsed.first_name,
      lastName: parsed.last_name,
      finishBind: true,
    });
    await addRoles(tx, row.id, ["super-admin"]);
    await recordAudit(tx, {
      actorId: row.id,
      action: "user.create_first_admin",
      targetType: "user",
      targetId: row.id,
      after: { username: parsed.username, email: parsed.email, roles: ["super-admin"] },
    });
    return row;
  });
}

export function alreadyThere(usernames: string[]): string {
  return (
    `This installation already has a super-admin (${usernames.join(", ")}). create-admin makes the first ` +
    "one only: sign in as a super-admin to manage accounts, or use “Forgot password” to get back in."
  );
}
