import type { Currency, Locale } from "@edu/shared";
import type { DbOrTx } from "../../db/database";
import type { UserRow } from "./users.repository";
import * as repo from "./users-writes.repository";

/**
 * The writes other modules make to an account (users, parent_students are this module's tables):
 * accounts creates users and changes passwords and bindings, profiles edits details, line links a
 * LINE id, balance keeps the user object's balance figure. Each takes `db` first, so the caller's
 * transaction holds the write with its own rows and its audit entry (the caller writes the audit:
 * it knows the action).
 */
export type NewUser = repo.NewUser;
export type UserDetails = repo.UserDetails;

export const createUser = (db: DbOrTx, values: NewUser): Promise<UserRow> => repo.insertUser(db, values);

/** Names, time zone, sign-in names, default currency: only the keys given are written. */
export const updateUserDetails = (db: DbOrTx, userId: number, details: UserDetails): Promise<void> =>
  repo.updateUserDetails(db, userId, details);

/** The user's row after the change; undefined for an unknown id. */
export const setUserLanguage = (db: DbOrTx, userId: number, lang: Locale): Promise<UserRow | undefined> =>
  repo.updateUserLanguage(db, userId, lang);

/** Stores an already hashed password (hashing is accounts' business). */
export const setPasswordHash = (db: DbOrTx, userId: number, passwordHash: string): Promise<void> =>
  repo.updatePasswordHash(db, userId, passwordHash);

/**
 * The account is bound (spec §5's finish-bind). `updatedAt` is stamped when given: an account
 * created and bound in one transaction keeps its creation's stamp.
 */
export const markBindFinished = (db: DbOrTx, userId: number, updatedAt?: Date): Promise<void> =>
  repo.updateFinishBind(db, userId, updatedAt);

/** Uniqueness of the LINE id is the caller's check (it answers the conflict). */
export const setLineUserId = (db: DbOrTx, userId: number, lineUserId: string): Promise<void> =>
  repo.updateLineUserId(db, userId, lineUserId);

/**
 * Spec 01 §3's users.account_balance / account_balance_currency: a copy the user object shows.
 * The balance module computes it from its ledger and writes it here under its own locks.
 */
export const setCachedBalance = (
  db: DbOrTx,
  userId: number,
  amount: number,
  currency: Currency,
): Promise<void> => repo.updateCachedBalance(db, userId, amount, currency);

/** Confirmed parent–student pairs (an existing pair stays); answers the students newly linked. */
export const linkParentStudents = (db: DbOrTx, parentId: number, studentIds: number[]): Promise<number[]> =>
  repo.insertParentStudents(db, parentId, studentIds);
