import {
  type SaveThirdAccount,
  THIRD_SERVICE_TYPES,
  type ThirdServiceType,
} from "@edu/shared/counseling-accounts";
import type { Config } from "../../config";
import type { Database, DbOrTx } from "../../db/database";
import type { Actor } from "../../http/actor";
import { sealSecret } from "../../secrets/secret-box";
import { type SecretKeyring, secretKeyring } from "../../secrets/secret-keys";
import { recordAudit } from "../audit";
import { accountAccess, assertAccountEdit } from "./account-access";
import { auditView, passwordBinding, toThirdAccount } from "./account-view";
import {
  type AccountPatch,
  findAccountRow,
  listAccountRows,
  upsertAccountRow,
} from "./counseling-accounts.repository";

export const AUDIT_TARGET = "counseling_third_account";

export async function listThirdAccounts(db: DbOrTx, actor: Actor, studentUserId: number) {
  const access = await accountAccess(db, actor, studentUserId);
  const rows = await listAccountRows(db, studentUserId);
  return {
    student_user_id: studentUserId,
    data: THIRD_SERVICE_TYPES.map((type) =>
      toThirdAccount(
        rows.find((row) => row.thirdServiceType === type),
        studentUserId,
        type,
        access,
      ),
    ),
  };
}

export async function getThirdAccount(
  db: DbOrTx,
  actor: Actor,
  studentUserId: number,
  type: ThirdServiceType,
) {
  const access = await accountAccess(db, actor, studentUserId);
  return toThirdAccount(await findAccountRow(db, studentUserId, type), studentUserId, type, access);
}

/**
 * Create or update a login. A new password is sealed before it reaches the row; an empty one keeps the
 * stored one. A changed username or password forgets whether the last login worked.
 */
export async function saveThirdAccount(
  db: Database,
  config: Pick<Config, "COUNSELING_SECRET_KEYS">,
  actor: Actor,
  input: SaveThirdAccount,
) {
  const access = await assertAccountEdit(db, actor, input.student_user_id);
  const keyring = input.password ? await secretKeyring(db, config) : undefined;
  const row = await db.transaction((tx) => writeThirdAccount(tx, keyring, actor, input));
  return toThirdAccount(row, input.student_user_id, input.third_service_type, access);
}

/** The write of `saveThirdAccount` inside the caller's transaction, after its access check (and the demo's). */
export async function writeThirdAccount(
  tx: DbOrTx,
  keyring: SecretKeyring | undefined,
  actor: Actor,
  input: SaveThirdAccount,
) {
  const studentUserId = input.student_user_id;
  const type = input.third_service_type;
  const before = await findAccountRow(tx, studentUserId, type, { forUpdate: true });
  const patch: AccountPatch = { account: input.account, updatedBy: actor.id };
  if (input.password) {
    if (!keyring) throw new Error("a password is sealed with the installation's keyring");
    patch.passwordSealed = sealSecret(input.password, passwordBinding(studentUserId, type), keyring);
    patch.passwordChangedAt = new Date();
  } else if (input.clear_password && before?.passwordSealed) {
    patch.passwordSealed = null;
    patch.passwordChangedAt = new Date();
  }
  if (patch.passwordChangedAt || (before && before.account !== input.account)) patch.lastLoginOk = null;
  if (input.common_app_id !== undefined) patch.commonAppId = input.common_app_id || null;
  if (input.advisor_invitation_state) {
    patch.advisorInvitationState = input.advisor_invitation_state;
    if (input.advisor_invitation_state === "none") patch.advisorInvitedAt = null;
  }
  const after = await upsertAccountRow(tx, studentUserId, type, patch);
  await recordAudit(tx, {
    actorId: actor.id,
    action: before ? "counseling_third_account.update" : "counseling_third_account.create",
    targetType: AUDIT_TARGET,
    targetId: after.id,
    before: auditView(before),
    after: auditView(after),
    requestId: actor.requestId,
  });
  return after;
}

async function applicationsOf(db: DbOrTx, studentUserId: number) {
  const rows = await listAccountRows(db, studentUserId);
  return {
    student_user_id: studentUserId,
    user_counseling_third_applications: THIRD_SERVICE_TYPES.map((type) => {
      const row = rows.find((item) => item.thirdServiceType === type);
      return {
        third_service_type: type,
        is_applying: row?.isApplying ?? false,
        has_account: Boolean(row?.account && row.passwordSealed),
        last_uploaded_at: row?.lastUploadedAt?.toISOString() ?? null,
      };
    }),
  };
}

export async function listThirdApplications(db: DbOrTx, actor: Actor, studentUserId: number) {
  await accountAccess(db, actor, studentUserId);
  return applicationsOf(db, studentUserId);
}

type ApplyingChoice = { third_service_type: ThirdServiceType; is_applying: boolean };

/** Which services the student applies through; services not named keep their choice. */
export async function updateThirdApplications(
  db: Database,
  actor: Actor,
  input: { student_user_id: number; user_counseling_third_applications: ApplyingChoice[] },
) {
  await assertAccountEdit(db, actor, input.student_user_id);
  await db.transaction((tx) =>
    writeThirdApplications(tx, actor, input.student_user_id, input.user_counseling_third_applications),
  );
  return applicationsOf(db, input.student_user_id);
}

/** The write of `updateThirdApplications` inside the caller's transaction, after its access check. */
export async function writeThirdApplications(
  tx: DbOrTx,
  actor: Actor,
  studentUserId: number,
  choices: ApplyingChoice[],
) {
  for (const item of choices) {
    const before = await findAccountRow(tx, studentUserId, item.third_service_type, { forUpdate: true });
    if (before?.isApplying === item.is_applying) continue;
    const after = await upsertAccountRow(tx, studentUserId, item.third_service_type, {
      isApplying: item.is_applying,
      updatedBy: actor.id,
    });
    await recordAudit(tx, {
      actorId: actor.id,
      action: "counseling_third_account.applying",
      targetType: AUDIT_TARGET,
      targetId: after.id,
      before: auditView(before),
      after: auditView(after),
      requestId: actor.requestId,
    });
  }
}
