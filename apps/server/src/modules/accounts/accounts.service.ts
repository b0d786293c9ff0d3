import type { Locale, LoginInput, RegisterInput, User } from "@edu/shared";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Database, DbOrTx } from "../../db/database";
import { AppError, fieldError, notFound } from "../../http/app-error";
import { enqueueMail } from "../../mail";
import { recordAudit } from "../audit";
import type { CaptchaVerifier } from "../captcha";
import { createSession, hashToken, newToken, revokeSession, revokeUserSessions } from "../sessions";
import {
  createUser,
  findUserByEmail,
  findUserById,
  findUserByLogin,
  isEmailTaken,
  isUsernameTaken,
  setPasswordHash,
  setUserLanguage,
  toUserDto,
} from "../users";
import { passwordResetMail } from "./account-mail";
import { assertLoginAllowed, loginAccountKey, recordLoginFailure } from "./login-throttle";
import { passwordTokens } from "./password-tokens.table";
import { hashPassword, verifyPassword } from "./passwords";

export const RESET_LINK_TTL_MS = 60 * 60 * 1000;
export const SET_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export type ClientInfo = { ip: string; userAgent?: string; requestId?: string };
export type AccountsDeps = {
  db: Database;
  verifyCaptcha: CaptchaVerifier;
  publicUrl: string;
  /** Turns register's `line_user_id_token` (from the LINE login flow) into the LINE user id, or throws 422. */
  verifyLineToken?: (token: string) => Promise<string>;
};

/** "Ann.Lee+tw@x.com" → "Ann.Lee" … a name the username rule accepts, made unique with "-2", "-3", … */
async function usernameFromEmail(db: DbOrTx, email: string): Promise<string> {
  const local = (email.split("@")[0] ?? "").replace(/[^\p{L}\p{N}._-]/gu, "").slice(0, 32) || "user";
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? local : `${local}-${n}`;
    if (!(await isUsernameTaken(db, candidate))) return candidate;
  }
}

export async function register(deps: AccountsDeps, input: RegisterInput, locale: Locale, client: ClientInfo) {
  // Field checks first, so a typo does not cost the visitor their captcha.
  if (input.username && (await isUsernameTaken(deps.db, input.username)))
    throw fieldError("username", "username_taken");
  if (await isEmailTaken(deps.db, input.email)) throw fieldError("email", "email_taken");
  const username = input.username ?? (await usernameFromEmail(deps.db, input.email));
  const lineUserId =
    input.line_user_id_token && deps.verifyLineToken
      ? await deps.verifyLineToken(input.line_user_id_token)
      : null;
  await deps.verifyCaptcha(deps.db, input);
  const passwordHash = await hashPassword(input.password);
  return deps.db.transaction(async (tx) => {
    const row = await createUser(tx, {
      username,
      email: input.email,
      passwordHash,
      firstName: input.first_name ?? "",
      lastName: input.last_name ?? "",
      lang: input.lang ?? locale,
      lineUserId,
    });
    await recordAudit(tx, {
      actorId: row.id,
      action: "user.register",
      targetType: "user",
      targetId: row.id,
      after: { username: row.username, email: row.email },
      requestId: client.requestId,
    });
    const token = await createSession(tx, row.id, client);
    return { access_token: token, user: await toUserDto(tx, row) };
  });
}

/** Spec §5/§8: unknown login → 400 "Not found user"; wrong password → 400 "Unauthorized"; inactive → 400 "Blocked". */
export async function login(deps: AccountsDeps, input: LoginInput, client: ClientInfo) {
  const user = await findUserByLogin(deps.db, input.username);
  const account = loginAccountKey(input.username, user?.id);
  await assertLoginAllowed(deps.db, account, client.ip, user?.id);
  const passwordOk = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !passwordOk) {
    await recordLoginFailure(deps.db, account, client.ip);
    throw new AppError(user ? "unauthorized" : "not_found_user");
  }
  if (!user.isActive) throw new AppError("blocked");
  const token = await createSession(deps.db, user.id, client);
  return { access_token: token, user: await toUserDto(deps.db, user) };
}

/** POST check-username / check-email: whether a new account may take it. */
export async function isUsernameAvailable(db: DbOrTx, username: string): Promise<boolean> {
  return !(await isUsernameTaken(db, username));
}

export async function isEmailAvailable(db: DbOrTx, email: string): Promise<boolean> {
  return !(await isEmailTaken(db, email));
}

export async function logout(db: DbOrTx, tokenHash: string): Promise<void> {
  await revokeSession(db, tokenHash);
}

export async function getMe(db: DbOrTx, userId: number): Promise<User> {
  const row = await findUserById(db, userId);
  if (!row) throw new AppError("unauthenticated");
  return toUserDto(db, row);
}

export async function setLanguage(db: DbOrTx, userId: number, lang: Locale): Promise<User> {
  const row = await setUserLanguage(db, userId, lang);
  if (!row) throw new AppError("unauthenticated");
  return toUserDto(db, row);
}

async function issuePasswordToken(tx: DbOrTx, userId: number, purpose: "reset" | "set", ttlMs: number) {
  const token = newToken();
  const expiresAt = new Date(Date.now() + ttlMs);
  // One live link per user and purpose: a new one replaces the old.
  await tx
    .update(passwordTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passwordTokens.userId, userId),
        eq(passwordTokens.purpose, purpose),
        isNull(passwordTokens.usedAt),
      ),
    );
  await tx.insert(passwordTokens).values({ tokenHash: hashToken(token), userId, purpose, expiresAt });
  return { token, expiresAt };
}

const passwordLink = (publicUrl: string, purpose: "reset" | "set", token: string) =>
  `${publicUrl.replace(/\/$/, "")}/password/${purpose}?token=${encodeURIComponent(token)}`;

/**
 * The link goes out through the outbox in the user's language; an unknown email is said plainly
 * (spec §8). An inactive account gets no mail (a link would only lead to "Blocked" at sign-in), and
 * the answer is the same as for an active one, so it does not tell which accounts are inactive.
 */
export async function sendResetLink(deps: AccountsDeps, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user?.email) throw fieldError("email", "email_not_registered");
  if (!user.isActive) return;
  const recipient = user.email;
  await deps.db.transaction(async (tx) => {
    const { token } = await issuePasswordToken(tx, user.id, "reset", RESET_LINK_TTL_MS);
    const mail = passwordResetMail(
      user.lang,
      passwordLink(deps.publicUrl, "reset", token),
      user.firstName || user.username,
    );
    await enqueueMail(tx, {
      to: recipient,
      ...mail,
      locale: user.lang,
      kind: "password_reset",
      meta: { user_id: user.id },
    });
  });
}

/** Admin: a set-password link for an account created without one (spec: reset-url {user_id}). */
export async function createSetPasswordUrl(
  deps: AccountsDeps,
  actorId: number,
  userId: number,
  requestId?: string,
) {
  const user = await findUserById(deps.db, userId);
  if (!user) throw notFound();
  return deps.db.transaction(async (tx) => {
    const { token, expiresAt } = await issuePasswordToken(tx, user.id, "set", SET_LINK_TTL_MS);
    await recordAudit(tx, {
      actorId,
      action: "user.set_password_link",
      targetType: "user",
      targetId: user.id,
      requestId,
    });
    return { url: passwordLink(deps.publicUrl, "set", token), expires_at: expiresAt.toISOString() };
  });
}

/** Uses a reset or set link once; every session of the user ends (they sign in again). */
export async function resetPassword(deps: AccountsDeps, token: string, password: string, requestId?: string) {
  const passwordHash = await hashPassword(password);
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(passwordTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordTokens.tokenHash, hashToken(token)),
          isNull(passwordTokens.usedAt),
          gt(passwordTokens.expiresAt, new Date()),
        ),
      )
      .returning();
    if (!row) {
      const [stale] = await tx
        .select()
        .from(passwordTokens)
        .where(eq(passwordTokens.tokenHash, hashToken(token)));
      // A field error, so the page shows the reason (a plain 400 would read "something went wrong").
      throw fieldError("token", stale ? "reset_link_expired" : "invalid_link");
    }
    await setPasswordHash(tx, row.userId, passwordHash);
    await revokeUserSessions(tx, row.userId);
    await recordAudit(tx, {
      actorId: row.userId,
      action: `user.password_${row.purpose}`,
      targetType: "user",
      targetId: row.userId,
      requestId,
    });
  });
}

/**
 * Profile: the signed-in user changes their password. The current password is checked first (a
 * stolen session alone cannot take the account); the new one is stored as argon2id, and every
 * other session of the user ends (this one stays signed in). Audited without the passwords.
 */
export async function changePassword(
  db: Database,
  userId: number,
  input: { current_password: string; password: string },
  keepTokenHash: string | undefined,
  requestId?: string,
): Promise<void> {
  const user = await findUserById(db, userId);
  if (!user) throw notFound();
  if (!(await verifyPassword(user.passwordHash, input.current_password))) {
    throw fieldError("current_password", "current_password_wrong");
  }
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await setPasswordHash(tx, userId, passwordHash);
    await revokeUserSessions(tx, userId, keepTokenHash);
    await recordAudit(tx, {
      actorId: userId,
      action: "user.password_change",
      targetType: "user",
      targetId: userId,
      requestId,
    });
  });
}
