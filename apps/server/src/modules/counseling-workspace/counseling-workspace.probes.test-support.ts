import { counselingWorkspaceEndpoints } from "@edu/shared/counseling-workspace";
import { defineProbes, EMPTY_BODY } from "../../../test/permissions/probe-kit";

/**
 * Every signed-in caller reads their own classes, portal and schools type (an empty list or "not set"
 * for someone with no counseling). A class's overview is sent with an id that fails validation (422) once
 * the caller is let in, and the schools type is written with an empty body (422: nothing stored); who
 * reads which class, student and username is tested role by role in counseling-workspace-roles.test.ts.
 */
const NOT_AN_ID = 0;

export const counselingWorkspaceProbes = defineProbes(counselingWorkspaceEndpoints, {
  listCounselingClasses: { allowed: 200 },
  getCounselingClassOverview: {
    allowed: 422,
    request: () => ({ url: `/api/counseling-class/${NOT_AN_ID}/overview` }),
  },
  listCounselingOverview: { allowed: 200 },
  getCounselingSchoolsType: { allowed: 200 },
  updateCounselingSchoolsType: { allowed: 422, request: () => EMPTY_BODY },
});
