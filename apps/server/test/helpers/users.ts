import type { Role } from "@edu/shared";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import type { DbOrTx } from "../../src/db/database";
import { hashPassword } from "../../src/modules/accounts";
import { addRoles } from "../../src/modules/users/users.repository";
import { users } from "../../src/modules/users/users.table";

export const TEST_PASSWORD = "correct horse battery";
let cachedHash: string | undefined;

/** A user straight in the database (bound, active unless said otherwise). */
export async function createUser(
  db: DbOrTx,
  input: {
    username: string;
    email?: string;
    roles?: Role[];
    isActive?: boolean;
    finishBind?: boolean;
    firstName?: string;
    lastName?: string;
  },
) {
  cachedHash ??= await hashPassword(TEST_PASSWORD);
  const [row] = await db
    .insert(users)
    .values({
      username: input.username,
      email: input.email ?? `${input.username}@example.com`,
      passwordHash: cachedHash,
      isActive: input.isActive ?? true,
      finishBind: input.finishBind ?? true,
      firstName: input.firstName ?? "",
      lastName: input.lastName ?? "",
    })
    .returning();
  if (!row) throw new Error("no user");
  await addRoles(db, row.id, input.roles ?? []);
  return row;
}

/** Signs in through the API and returns the bearer header for later calls. */
export async function signIn(app: FastifyInstance, username: string, password = TEST_PASSWORD) {
  const res = await app.inject({ method: "POST", url: "/api/login", payload: { username, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const token = res.json().access_token as string;
  return { authorization: `Bearer ${token}`, token };
}

/** GET `url` as `username` reading in `language` (Accept-Language): expects 200, returns the JSON body. */
export async function readAs(app: FastifyInstance, username: string, url: string, language: string) {
  const res = await app.inject({
    method: "GET",
    url,
    headers: { ...(await signIn(app, username)), "accept-language": language },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Parent–student links straight in the database (the family-links module's one insert), for fixtures. */
export { insertLinks as linkParentStudents } from "../../src/modules/family-links/family-links.repository";
