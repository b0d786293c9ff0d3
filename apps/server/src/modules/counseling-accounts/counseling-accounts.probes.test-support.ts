import { counselingAccountEndpoints } from "@edu/shared/counseling-accounts";
import { defineProbes, EMPTY_BODY } from "../../../test/permissions/probe-kit";

/**
 * Every route takes a student: whether a caller may see that student is the route's own rule (404 for
 * anyone else), tested role by role in counseling-accounts-roles.test.ts. Here each let-in caller asks about
 * student 0, which fails validation (422) only after the access check: nothing is read, written or sent
 * to an application service.
 */
const NO_STUDENT = 0;

export const counselingAccountsProbes = defineProbes(counselingAccountEndpoints, {
  listCounselingThirdAccounts: {
    allowed: 422,
    request: () => ({ url: `/api/counseling-third-accounts?student_user_id=${NO_STUDENT}` }),
  },
  getCounselingThirdAccount: {
    allowed: 422,
    request: () => ({
      url: `/api/counseling-third-account?student_user_id=${NO_STUDENT}&third_service_type=common_app`,
    }),
  },
  createCounselingThirdAccount: { allowed: 422, request: () => EMPTY_BODY },
  loginCounselingThirdAccount: { allowed: 422, request: () => EMPTY_BODY },
  createCounselingThirdAccountSyncCollege: { allowed: 422, request: () => EMPTY_BODY },
  createCounselingThirdAccountRevealPassword: { allowed: 422, request: () => EMPTY_BODY },
  listCommonAppColleges: {
    allowed: 422,
    request: () => ({ url: `/api/common-app/colleges?student_user_id=${NO_STUDENT}` }),
  },
  listCounselingThirdApplications: {
    allowed: 422,
    request: () => ({ url: `/api/counseling-third-applications?student_user_id=${NO_STUDENT}` }),
  },
  updateCounselingThirdApplications: { allowed: 422, request: () => EMPTY_BODY },
  sendCounselingProfileCounselorInvitation: {
    allowed: 422,
    request: () => ({ url: `/api/counseling-profile/send-counselor-invitation/${NO_STUDENT}`, body: {} }),
  },
});
