import type { BindStudentInput, User } from "@edu/shared";
import type { Database, DbOrTx } from "../../db/database";
import type { ModuleDeps } from "../../module-deps";
import { recordAudit } from "../audit";
import { upsertBasicProfile, upsertStudentProfile } from "../profiles";
import { addRoles, type UserDetails, updateUserDetails } from "../users";
import { type AccountsDeps, getMe } from "./accounts.service";

/** The accounts use cases, run on `db` (a transaction composes them: nested calls become savepoints). */
export const accountsDeps = (deps: ModuleDeps, db: Database = deps.db): AccountsDeps => ({
  db,
  verifyCaptcha: deps.verifyCaptcha,
  publicUrl: deps.config.PUBLIC_URL,
});

type Names = { first_name?: string; last_name?: string };

/** A name left empty keeps the one the account has. */
export async function applyNames(tx: DbOrTx, userId: number, names: Names): Promise<void> {
  const set: UserDetails = {};
  if (names.first_name) set.firstName = names.first_name;
  if (names.last_name) set.lastName = names.last_name;
  await updateUserDetails(tx, userId, set);
}

type StudentDetails = Pick<
  BindStudentInput,
  "school" | "grade_level" | "phone" | "account_type" | "language_preference" | "heard_from" | "referral"
>;

/** The student role plus its required details (school, phone), audited. */
export async function writeStudentBinding(
  tx: DbOrTx,
  actorId: number,
  userId: number,
  details: StudentDetails,
  action: string,
  requestId?: string,
): Promise<void> {
  await upsertBasicProfile(tx, userId, { phone: details.phone });
  await upsertStudentProfile(tx, userId, {
    school: details.school,
    gradeLevel: details.grade_level,
    accountType: details.account_type,
    languagePreference: details.language_preference,
    heardFrom: details.heard_from,
    referral: details.referral,
  });
  await addRoles(tx, userId, ["student"]);
  await recordAudit(tx, {
    actorId,
    action,
    targetType: "user",
    targetId: userId,
    after: { role: "student", school: details.school, grade_level: details.grade_level ?? null },
    requestId,
  });
}

export async function currentUser(db: DbOrTx, userId: number): Promise<User> {
  return getMe(db, userId);
}
