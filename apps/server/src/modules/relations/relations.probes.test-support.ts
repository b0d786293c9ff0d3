import { relationEndpoints } from "@edu/shared";
import { defineProbes } from "../../../test/permissions/probe-kit";

/** How the permission table (test/permissions) calls each relations route; who is let in is the declared access. */
export const relationsProbes = defineProbes(relationEndpoints, {
  listStudents: { allowed: 200 },
  searchParent: { allowed: 200 },
  getParentChildren: {
    allowed: 200,
    // Admin, staff, or that parent.
    refused: { teacher: 403, student: 403, "test-editor": 403 },
    request: (f) => ({ url: `/api/parent/${f.users.parent}/children` }),
  },
  connectParentStudent: {
    allowed: 200,
    request: (f) => ({ body: { parent_user_id: f.users.linkParent, users: [f.users.toConnect] } }),
  },
  disconnectParentStudent: {
    allowed: 200,
    request: (f) => ({ body: { parent_user_id: f.users.linkParent, user_id: f.users.toDisconnect } }),
  },
  createParentStudentToken: {
    allowed: 200,
    // Only a student has something to link.
    refused: { "super-admin": 403 },
  },
  connectParentStudentByToken: {
    allowed: 422,
    refused: { "super-admin": 403 },
    request: () => ({ body: { token: "not-a-link-code" } }),
  },
  getTeacherStudentsForUserList: {
    allowed: 200,
    request: (f) => ({ url: `/api/teacher/students-for-user-list?user_id=${f.users.teacher}` }),
  },
});
