import { userEndpoints } from "@edu/shared";
import { defineProbes } from "../../../test/permissions/probe-kit";

/** How the permission table (test/permissions) calls each users route; who is let in is the declared access. */
export const usersProbes = defineProbes(userEndpoints, {
  searchUsers: { allowed: 200 },
  searchUsersAllActive: { allowed: 200 },
  toggleUsersActive: {
    allowed: 200,
    request: (f) => ({ body: { user_id: f.users.teacher2, is_active: true } }),
  },
  addUserRole: { allowed: 200, request: (f) => ({ url: `/api/role/test-editor/${f.users.teacher2}` }) },
  removeUserRole: { allowed: 200, request: (f) => ({ url: `/api/role/staff/${f.users.teacher2}` }) },
  deleteUser: { allowed: 200, request: (f) => ({ url: `/api/users/${f.users.deleteMe}` }) },
  getUserMergeConflicts: {
    allowed: 200,
    request: (f) => ({ body: { from_user_id: f.users.conflictFrom, to_user_id: f.users.conflictTo } }),
  },
  mergeUsers: {
    allowed: 200,
    request: (f) => ({ body: { from_user_id: f.users.mergeFrom, to_user_id: f.users.mergeTo } }),
  },
  getUserAudit: { allowed: 200, request: (f) => ({ url: `/api/users/${f.users.student}/audit` }) },
});
