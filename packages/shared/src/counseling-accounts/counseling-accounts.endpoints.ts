import { defineEndpoints } from "../system/endpoint";
import {
  revealedPasswordSchema,
  revealPasswordSchema,
  saveThirdAccountSchema,
  sendCounselorInvitationSchema,
  serviceCollegeListSchema,
  serviceCollegesQuerySchema,
  studentAccountsQuerySchema,
  studentIdParamsSchema,
  syncCollegesSchema,
  thirdAccountListSchema,
  thirdAccountQuerySchema,
  thirdAccountRefSchema,
  thirdAccountSchema,
  thirdActionResultSchema,
  thirdApplicationsSchema,
  updateThirdApplicationsSchema,
} from "./counseling-accounts.schemas";

/**
 * A student's logins for external application services (spec 03 §3 third-party account, §7 third-party
 * counseling). Who: the student (edits), their linked parents (read, never reveal), the counselors of
 * their counseling class and super-admin (edit, reveal). Anyone else is answered 404 for the student, so
 * an id tells nothing. The password never leaves the server except through the audited reveal call.
 * Calls to the service: when a college, sync or invitation call fails, the product logs in again and
 * retries once; a failed login answers "Your username and/or password is incorrect!" (400); a service that
 * times out or fails answers 503 with what to do.
 */
export const counselingAccountEndpoints = defineEndpoints("counseling-accounts", {
  listCounselingThirdAccounts: {
    method: "GET",
    path: "/api/counseling-third-accounts",
    access: "authenticated",
    summary: "A student's account for every application service (has_password, never the password)",
    query: studentAccountsQuerySchema,
    response: thirdAccountListSchema,
    errors: [401, 404, 422],
  },
  getCounselingThirdAccount: {
    method: "GET",
    path: "/api/counseling-third-account",
    access: "authenticated",
    summary: "A student's account for one application service",
    query: thirdAccountQuerySchema,
    response: thirdAccountSchema,
    errors: [401, 404, 422],
  },
  createCounselingThirdAccount: {
    method: "POST",
    path: "/api/counseling-third-account",
    access: "authenticated",
    summary:
      "Create or update a student's login for a service (an empty password keeps the stored one), " +
      "with Common App's ID and advisor invitation state",
    body: saveThirdAccountSchema,
    response: thirdAccountSchema,
    errors: [401, 404, 422],
  },
  loginCounselingThirdAccount: {
    method: "POST",
    path: "/api/counseling-third-account/login",
    access: "authenticated",
    summary: "Try the stored login against the service",
    body: thirdAccountRefSchema,
    response: thirdActionResultSchema,
    errors: [400, 401, 404, 422, 429, 503],
  },
  createCounselingThirdAccountSyncCollege: {
    method: "POST",
    path: "/api/counseling-third-account/sync/colleges",
    access: "authenticated",
    summary: "Set the student's college list in the service (at most 20) and keep what it answers",
    body: syncCollegesSchema,
    response: thirdActionResultSchema,
    errors: [400, 401, 404, 422, 429, 503],
  },
  createCounselingThirdAccountRevealPassword: {
    method: "POST",
    path: "/api/counseling-third-account/reveal-password",
    access: ["teacher", "staff"],
    summary:
      "Show a stored password to a counselor of the student or super-admin, with a reason; audited " +
      "(who, whom, why; never the value) and rate-limited",
    body: revealPasswordSchema,
    response: revealedPasswordSchema,
    errors: [401, 403, 404, 422, 429],
  },
  listCommonAppColleges: {
    method: "GET",
    path: "/api/common-app/colleges",
    access: "authenticated",
    summary: "The service's colleges (Common App unless said), searched with the student's login",
    query: serviceCollegesQuerySchema,
    response: serviceCollegeListSchema,
    errors: [400, 401, 404, 422, 429, 503],
  },
  listCounselingThirdApplications: {
    method: "GET",
    path: "/api/counseling-third-applications",
    access: "authenticated",
    summary: "Which application services the student applies through",
    query: studentAccountsQuerySchema,
    response: thirdApplicationsSchema,
    errors: [401, 404, 422],
  },
  updateCounselingThirdApplications: {
    method: "PATCH",
    path: "/api/counseling-third-applications",
    access: "authenticated",
    summary: "Choose the application services the student applies through",
    body: updateThirdApplicationsSchema,
    response: thirdApplicationsSchema,
    errors: [401, 404, 422],
  },
  sendCounselingProfileCounselorInvitation: {
    method: "POST",
    path: "/api/counseling-profile/send-counselor-invitation/:id",
    access: "authenticated",
    idempotent: true,
    summary:
      "Send Common App's advisor invitation from the student's account to a counselor of the student " +
      "(the caller when unnamed); the state becomes invited",
    params: studentIdParamsSchema,
    body: sendCounselorInvitationSchema,
    response: thirdActionResultSchema,
    errors: [400, 401, 404, 409, 422, 429, 503],
  },
});
