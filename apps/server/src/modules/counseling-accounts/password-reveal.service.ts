import { PASSWORD_REVEALS_PER_HOUR, type ThirdServiceType } from "@edu/shared/counseling-accounts";
import type { Config } from "../../config";
import type { Database } from "../../db/database";
import type { Actor } from "../../http/actor";
import { AppError, conflict, forbidden, notFound } from "../../http/app-error";
import { hitRateLimit, targetKey } from "../../http/rate-limit";
import { openSecret, SecretBoxError } from "../../secrets/secret-box";
import { type SecretKeyring, secretKeyring } from "../../secrets/secret-keys";
import { recordAudit } from "../audit";
import { accountAccess } from "./account-access";
import { passwordBinding } from "./account-view";
import { findAccountRow } from "./counseling-accounts.repository";
import { AUDIT_TARGET } from "./counseling-accounts.service";
import type { CounselingThirdAccountRow } from "./counseling-accounts.table";

const HOUR_MS = 60 * 60 * 1000;

/** Opens a row's stored password; a value sealed with a retired key asks for the password again (409). */
export function openStoredPassword(
  row: CounselingThirdAccountRow & { passwordSealed: string },
  keyring: SecretKeyring,
): string {
  try {
    return openSecret(row.passwordSealed, passwordBinding(row.studentUserId, row.thirdServiceType), keyring);
  } catch (error) {
    if (error instanceof SecretBoxError) throw conflict("counseling_third_password_unreadable");
    throw error;
  }
}

/**
 * Shows a stored password to a counselor of the student or super-admin. The audit trail keeps who, whom
 * and why ("revealed", never the value), written before the answer; at most PASSWORD_REVEALS_PER_HOUR per
 * student across every caller and address (the route adds a limit per address).
 */
export async function revealPassword(
  db: Database,
  config: Pick<Config, "COUNSELING_SECRET_KEYS">,
  actor: Actor,
  input: { student_user_id: number; third_service_type: ThirdServiceType; reason: string },
) {
  const studentUserId = input.student_user_id;
  const access = await accountAccess(db, actor, studentUserId);
  if (!access.reveal) throw forbidden();
  const row = await findAccountRow(db, studentUserId, input.third_service_type);
  if (!row?.passwordSealed) throw notFound("counseling_third_no_login");
  const counter = await hitRateLimit(
    db,
    targetKey("counseling-password-reveal", String(studentUserId)),
    HOUR_MS,
  );
  if (counter.current > PASSWORD_REVEALS_PER_HOUR)
    throw new AppError("too_many_requests", {
      retryAfterSeconds: Math.max(1, Math.ceil(counter.ttl / 1000)),
    });
  const password = openStoredPassword(
    { ...row, passwordSealed: row.passwordSealed },
    await secretKeyring(db, config),
  );
  const revealedAt = new Date();
  await recordAudit(db, {
    actorId: actor.id,
    action: "counseling_third_account.password_revealed",
    targetType: AUDIT_TARGET,
    targetId: row.id,
    after: {
      student_user_id: studentUserId,
      third_service_type: input.third_service_type,
      reason: input.reason,
      revealed: true,
    },
    requestId: actor.requestId,
  });
  return { password, revealed_at: revealedAt.toISOString() };
}
