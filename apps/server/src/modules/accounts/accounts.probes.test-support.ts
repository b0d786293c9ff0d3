import { accountEndpoints } from "@edu/shared";
import { accountProbe, defineProbes, EMPTY_BODY, SET_UP } from "../../../test/permissions/probe-kit";

/** How the permission table (test/permissions) calls each accounts route; who is let in is the declared access. */
export const accountsProbes = defineProbes(accountEndpoints, {
  register: { allowed: 422, request: () => EMPTY_BODY },
  login: { allowed: 422, request: () => EMPTY_BODY },
  getMe: { allowed: 200 },
  logout: { allowed: 200, request: async (f, caller) => ({ headers: await f.make.sessionOf(caller) }) },
  checkUsername: { allowed: 200, request: (_f, caller) => ({ body: { username: `nobody-${caller}` } }) },
  checkEmail: { allowed: 200, request: (_f, caller) => accountProbe("check", caller) },
  checkUsersEmail: { allowed: 200, request: (_f, caller) => accountProbe("users-check", caller) },
  updateLang: { allowed: 200, request: () => ({ body: { lang: "en" } }) },
  // A wrong current password: 422 on the field, nothing changed (the runner's callers keep their sessions).
  createChangePassword: {
    allowed: 422,
    request: () => ({
      body: {
        current_password: "not-the-password",
        password: "n3w-passw0rd",
        password_confirmation: "n3w-passw0rd",
      },
    }),
  },
  // An unknown address is refused (422) and nothing is mailed.
  sendResetLink: { allowed: 422, request: (_f, caller) => accountProbe("reset", caller) },
  reset: { allowed: 422, request: () => EMPTY_BODY },
  setUrl: { allowed: 422, request: () => EMPTY_BODY },
  resetUrl: { allowed: 200, request: (f) => ({ body: { user_id: f.users.teacher2 } }) },
  bindStudent: { allowed: 422, refused: SET_UP, request: () => EMPTY_BODY },
  bindTeacher: { allowed: 422, refused: SET_UP, request: () => EMPTY_BODY },
  bindParent: { allowed: 422, refused: SET_UP, request: () => EMPTY_BODY },
  finishBind: { allowed: 200 },
  quickRegisterAsStudent: { allowed: 422, request: () => EMPTY_BODY },
  registerStudent: {
    allowed: 200,
    request: (_f, caller) => ({
      body: {
        username: `perm-new-student-${caller}`,
        email: `perm-new-student-${caller}@example.com`,
        first_name: "New",
        last_name: "Student",
      },
    }),
  },
  registerParent: {
    allowed: 200,
    request: (_f, caller) => ({
      body: {
        username: `perm-new-parent-${caller}`,
        email: `perm-new-parent-${caller}@example.com`,
        first_name: "New",
        last_name: "Parent",
      },
    }),
  },
  checkInstructorEmail: { allowed: 200, request: (_f, caller) => accountProbe("instructor", caller) },
});
