import type { DbOrTx } from "../../db/database";
import type { Actor } from "../../http/actor";
import { countContractsToSign, countUnreadEnrollments } from "../enrollment";

/** Admin, staff: enrollments nobody has read yet (the enrollment module's rule; null for others). */
export const unreadEnrollments = (db: DbOrTx, actor: Actor): Promise<number | null> =>
  countUnreadEnrollments(db, actor);

/** The caller's family's enrollments whose contract waits for a signature (their my-enrollments list). */
export const contractsToSign = (db: DbOrTx, actor: Actor): Promise<number> => countContractsToSign(db, actor);
