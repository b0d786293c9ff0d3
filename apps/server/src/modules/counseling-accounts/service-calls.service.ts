import type { Locale } from "@edu/shared";
import { translateMessage } from "@edu/shared";
import type { ServiceCollege, ThirdServiceType } from "@edu/shared/counseling-accounts";
import { eq } from "drizzle-orm";
import type { Config } from "../../config";
import type { Database } from "../../db/database";
import type { Actor } from "../../http/actor";
import { AppError, conflict, fieldError } from "../../http/app-error";
import { secretKeyring } from "../../secrets/secret-keys";
import { recordAudit } from "../audit";
import { isCounselorOf } from "../counseling-profile";
import { users } from "../users";
import { assertAccountEdit } from "./account-access";
import { auditView, toThirdAccount } from "./account-view";
import { httpApplicationService, type ServiceSession } from "./application-service.adapter";
import { type AccountPatch, findAccountRow, upsertAccountRow } from "./counseling-accounts.repository";
import { AUDIT_TARGET } from "./counseling-accounts.service";
import { openStoredPassword } from "./password-reveal.service";
import { callWithLogin, serviceFailure } from "./service-retry";

/** The settings a call to the application service reads (ModuleDeps' config has them all). */
export type ServiceConfig = Pick<
  Config,
  "APPLICATION_SERVICE_URL" | "APPLICATION_SERVICE_TIMEOUT_MS" | "COUNSELING_SECRET_KEYS"
>;

type Call<T> = (session: ServiceSession, signal: AbortSignal) => Promise<T>;

/**
 * Runs one call with the student's stored login under the spec's retry rule, and records on the account
 * how the login went (and what `onSuccess` adds). The error callback: a refused login is recorded and
 * answered "Your username and/or password is incorrect!".
 */
async function withStoredLogin<T>(
  db: Database,
  config: ServiceConfig,
  studentUserId: number,
  type: ThirdServiceType,
  call: Call<T>,
  onSuccess: (result: T) => AccountPatch = () => ({}),
) {
  const row = await findAccountRow(db, studentUserId, type);
  if (!row?.account || !row.passwordSealed) throw conflict("counseling_third_no_login");
  const password = openStoredPassword(
    { ...row, passwordSealed: row.passwordSealed },
    await secretKeyring(db, config),
  );
  const options = {
    service: httpApplicationService(config.APPLICATION_SERVICE_URL),
    timeoutMs: config.APPLICATION_SERVICE_TIMEOUT_MS,
  };
  const errorCallback = async (): Promise<never> => {
    await upsertAccountRow(db, studentUserId, type, { lastLoginAt: new Date(), lastLoginOk: false });
    throw new AppError("bad_request", { message: "counseling_third_login_failed" });
  };
  let result: T;
  try {
    result = await callWithLogin(
      options,
      { service: type, username: row.account, password },
      call,
      errorCallback,
    );
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw serviceFailure(error);
  }
  const after = await upsertAccountRow(db, studentUserId, type, {
    lastLoginAt: new Date(),
    lastLoginOk: true,
    ...onSuccess(result),
  });
  return { result, before: row, after };
}

const answer = (
  message: Parameters<typeof translateMessage>[1],
  locale: Locale,
  account: ReturnType<typeof toThirdAccount>,
) => ({
  message: translateMessage(locale, message),
  account,
});

/** Tries the stored login against the service. */
export async function loginThirdAccount(
  db: Database,
  config: ServiceConfig,
  actor: Actor,
  input: { student_user_id: number; third_service_type: ThirdServiceType },
  locale: Locale,
) {
  const access = await assertAccountEdit(db, actor, input.student_user_id);
  const { after } = await withStoredLogin(
    db,
    config,
    input.student_user_id,
    input.third_service_type,
    async () => true,
  );
  return answer(
    "counseling_third_login_ok",
    locale,
    toThirdAccount(after, input.student_user_id, input.third_service_type, access),
  );
}

/** The service's colleges matching a keyword, read with the student's login. */
export async function listServiceColleges(
  db: Database,
  config: ServiceConfig,
  actor: Actor,
  query: { student_user_id: number; third_service_type: ThirdServiceType; keyword?: string },
) {
  await assertAccountEdit(db, actor, query.student_user_id);
  const { result } = await withStoredLogin(
    db,
    config,
    query.student_user_id,
    query.third_service_type,
    (session, signal) =>
      httpApplicationService(config.APPLICATION_SERVICE_URL).listColleges(
        session,
        query.keyword ?? "",
        signal,
      ),
  );
  return { third_service_type: query.third_service_type, data: result };
}

/** Sets the student's college list in the service and keeps the list it answers (counseling_schools). */
export async function syncColleges(
  db: Database,
  config: ServiceConfig,
  actor: Actor,
  input: { student_user_id: number; third_service_type: ThirdServiceType; colleges: ServiceCollege[] },
  locale: Locale,
) {
  const sid = input.student_user_id;
  const access = await assertAccountEdit(db, actor, sid);
  const service = httpApplicationService(config.APPLICATION_SERVICE_URL);
  const { before, after } = await withStoredLogin(
    db,
    config,
    sid,
    input.third_service_type,
    (session, signal) => service.syncColleges(session, input.colleges, signal),
    (colleges) => ({ counselingSchools: colleges, collegesSyncedAt: new Date(), updatedBy: actor.id }),
  );
  await audit(db, actor, "counseling_third_account.colleges_synced", before, after);
  return answer(
    "counseling_third_colleges_synced",
    locale,
    toThirdAccount(after, sid, input.third_service_type, access),
  );
}

/**
 * Common App's advisor invitation, sent from the student's account to one of the student's counselors
 * (the caller when none is named). The state becomes "invited"; "accepted" is set by hand when Common App
 * shows it (the service tells nobody).
 */
export async function sendCounselorInvitation(
  db: Database,
  config: ServiceConfig,
  actor: Actor,
  studentUserId: number,
  input: { counselor_user_id?: number },
  locale: Locale,
) {
  const access = await assertAccountEdit(db, actor, studentUserId);
  const counselorId = input.counselor_user_id ?? actor.id;
  if (!(await isCounselorOf(db, counselorId, studentUserId)))
    throw fieldError("counselor_user_id", "counseling_third_not_counselor");
  const current = await findAccountRow(db, studentUserId, "common_app");
  if (current?.advisorInvitationState === "accepted") throw conflict("counseling_third_invitation_accepted");
  const [counselor] = await db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, counselorId));
  if (!counselor?.email) throw fieldError("counselor_user_id", "counseling_third_counselor_no_email");
  const service = httpApplicationService(config.APPLICATION_SERVICE_URL);
  const invitee = { email: counselor.email, first_name: counselor.firstName, last_name: counselor.lastName };
  const { before, after } = await withStoredLogin(
    db,
    config,
    studentUserId,
    "common_app",
    (session, signal) => service.sendInvitation(session, invitee, signal),
    () => ({ advisorInvitationState: "invited", advisorInvitedAt: new Date(), updatedBy: actor.id }),
  );
  await audit(db, actor, "counseling_third_account.advisor_invited", before, after, {
    counselor_user_id: counselorId,
  });
  return answer(
    "counseling_third_mail_sent",
    locale,
    toThirdAccount(after, studentUserId, "common_app", access),
  );
}

/**
 * Uploads an application's data (helper B's export) to the service with the student's login, under the
 * retry rule. For the profile's sync endpoint: answers { ok: true }; a refused login is 400 "Your username
 * and/or password is incorrect!", a service that times out or fails 503 with what to do.
 */
export async function uploadApplicationData(
  db: Database,
  actor: Actor,
  studentUserId: number,
  type: ThirdServiceType,
  payload: unknown,
  deps: { config: ServiceConfig },
): Promise<{ ok: true }> {
  await assertAccountEdit(db, actor, studentUserId);
  const service = httpApplicationService(deps.config.APPLICATION_SERVICE_URL);
  const { before, after } = await withStoredLogin(
    db,
    deps.config,
    studentUserId,
    type,
    (session, signal) => service.uploadApplication(session, payload, signal),
    () => ({ lastUploadedAt: new Date() }),
  );
  await audit(db, actor, "counseling_third_account.application_uploaded", before, after);
  return { ok: true };
}

async function audit(
  db: Database,
  actor: Actor,
  action: string,
  before: Parameters<typeof auditView>[0],
  after: Parameters<typeof auditView>[0] & { id: number },
  extra: Record<string, unknown> = {},
) {
  await recordAudit(db, {
    actorId: actor.id,
    action,
    targetType: AUDIT_TARGET,
    targetId: after.id,
    before: auditView(before),
    after: { ...auditView(after), ...extra },
    requestId: actor.requestId,
  });
}
