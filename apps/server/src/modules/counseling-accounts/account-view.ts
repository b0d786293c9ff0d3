import type { ThirdAccount, ThirdServiceType } from "@edu/shared/counseling-accounts";
import { toWireTimeOrNull } from "../../http/wire-time";
import type { AccountAccess } from "./account-access";
import type { CounselingThirdAccountRow } from "./counseling-accounts.table";

/** Where a student's password for a service is sealed: bound to the table, the student and service, and the field. */
export const passwordBinding = (studentUserId: number, type: ThirdServiceType) => ({
  table: "counseling_third_accounts",
  rowKey: `${studentUserId}:${type}`,
  field: "password",
});

/** The answer for a student's account (defaults when never saved). Never the password, sealed or not. */
export function toThirdAccount(
  row: CounselingThirdAccountRow | undefined,
  studentUserId: number,
  type: ThirdServiceType,
  access: AccountAccess,
): ThirdAccount {
  return {
    id: row?.id ?? null,
    student_user_id: studentUserId,
    third_service_type: type,
    account: row?.account ?? "",
    has_password: Boolean(row?.passwordSealed),
    password_changed_at: toWireTimeOrNull(row?.passwordChangedAt),
    common_app_id: row?.commonAppId ?? null,
    advisor_invitation_state: row?.advisorInvitationState ?? "none",
    advisor_invited_at: toWireTimeOrNull(row?.advisorInvitedAt),
    counseling_schools: row?.counselingSchools ?? [],
    colleges_synced_at: toWireTimeOrNull(row?.collegesSyncedAt),
    last_login_at: toWireTimeOrNull(row?.lastLoginAt),
    last_login_ok: row?.lastLoginOk ?? null,
    is_applying: row?.isApplying ?? false,
    last_uploaded_at: toWireTimeOrNull(row?.lastUploadedAt),
    updated_at: toWireTimeOrNull(row?.updatedAt),
    can_edit: access.edit,
    can_reveal: access.reveal && Boolean(row?.passwordSealed),
  };
}

/** What the audit trail keeps of an account: that a password is set and when, never what it is. */
export function auditView(row: CounselingThirdAccountRow | undefined) {
  if (!row) return null;
  return {
    third_service_type: row.thirdServiceType,
    account: row.account,
    has_password: Boolean(row.passwordSealed),
    password_changed_at: toWireTimeOrNull(row.passwordChangedAt),
    common_app_id: row.commonAppId,
    advisor_invitation_state: row.advisorInvitationState,
    is_applying: row.isApplying,
  };
}
