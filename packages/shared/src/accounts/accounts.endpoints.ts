import { z } from "zod";
import { defineEndpoints } from "../system/endpoint";
import {
  authResultSchema,
  availabilitySchema,
  changePasswordSchema,
  checkEmailSchema,
  checkUsernameSchema,
  type LoginInput,
  langSchema,
  loginSchema,
  okSchema,
  registerSchema,
  resetPasswordSchema,
  resetUrlResultSchema,
  resetUrlSchema,
  sendResetLinkSchema,
  userSchema,
} from "./accounts.schemas";
import {
  authInstructorResultSchema,
  authInstructorSchema,
  bindParentResultSchema,
  bindParentSchema,
  bindResultSchema,
  bindStudentSchema,
  bindTeacherSchema,
  finishBindResultSchema,
  quickRegisterStudentSchema,
  registerParentSchema,
  registerStudentSchema,
  staffRegisterResultSchema,
} from "./binding.schemas";

const OFFICE = ["super-admin", "staff"] as const;
const ADMIN = ["super-admin"] as const;

/** Spec §7 clients send {email or username, password}; both names are accepted. */
export const loginBodySchema = z.preprocess((body: LoginInput | { email: string; password: string }) => {
  if (body && typeof body === "object" && !("username" in body) && "email" in body) {
    return { ...body, username: (body as { email: unknown }).email };
  }
  return body;
}, loginSchema);

const resetLink = {
  method: "POST",
  access: "public",
  body: resetPasswordSchema,
  response: okSchema,
  errors: [422, 429],
} as const;

export const accountEndpoints = defineEndpoints("accounts", {
  register: {
    method: "POST",
    path: "/api/register",
    access: "public",
    summary: "Create an account (then bind as student, teacher or parent)",
    body: registerSchema,
    response: authResultSchema,
    errors: [422, 429],
  },
  login: {
    method: "POST",
    path: "/api/login",
    access: "public",
    summary: 'Sign in by username, or by email when the input contains "@"',
    body: loginBodySchema,
    response: authResultSchema,
    errors: [400, 422, 429],
  },
  getMe: {
    method: "POST",
    path: "/api/me",
    access: "authenticated",
    summary: "The signed-in user",
    response: userSchema,
    errors: [400, 401],
  },
  logout: {
    method: "POST",
    path: "/api/logout",
    access: "authenticated",
    summary: "End this session (revoked server-side)",
    response: okSchema,
    errors: [401],
  },
  checkUsername: {
    method: "POST",
    path: "/api/check-username",
    access: "public",
    summary: "Is this username free?",
    body: checkUsernameSchema,
    response: availabilitySchema,
    errors: [422, 429],
  },
  checkEmail: {
    method: "POST",
    path: "/api/check-email",
    access: "public",
    summary: "Is this email free?",
    body: checkEmailSchema,
    response: availabilitySchema,
    errors: [422, 429],
  },
  checkUsersEmail: {
    method: "POST",
    path: "/api/users/check-email",
    access: "public",
    summary: "Is this email free?",
    body: checkEmailSchema,
    response: availabilitySchema,
    errors: [422, 429],
  },
  updateLang: {
    method: "PATCH",
    path: "/api/lang",
    access: "authenticated",
    summary: "Save the interface language",
    body: langSchema,
    response: userSchema,
    errors: [401, 422],
  },
  createChangePassword: {
    method: "POST",
    path: "/api/change-password",
    access: "authenticated",
    summary: "Change the signed-in user's password (the current one is checked; other sessions end)",
    body: changePasswordSchema,
    response: okSchema,
    errors: [401, 422, 429],
  },
  sendResetLink: {
    method: "POST",
    path: "/api/send-reset-link",
    access: "public",
    summary: "Mail a single-use reset link (1 hour; none to an inactive account, same answer)",
    body: sendResetLinkSchema,
    response: okSchema,
    errors: [422, 429],
  },
  reset: { ...resetLink, path: "/api/reset", summary: "Choose a new password with a reset link" },
  setUrl: { ...resetLink, path: "/api/set-url", summary: "Set the first password with a set link" },
  resetUrl: {
    method: "POST",
    path: "/api/reset-url",
    access: ADMIN,
    summary: "Admin: a set-password link for a user",
    body: resetUrlSchema,
    response: resetUrlResultSchema,
    errors: [401, 403, 404, 422],
  },
  bindStudent: {
    method: "POST",
    path: "/api/bind-student",
    access: "authenticated",
    summary: "Bind as a student: school and phone required; gives the student role (before finish-bind)",
    body: bindStudentSchema,
    response: bindResultSchema,
    errors: [401, 403, 422],
  },
  bindTeacher: {
    method: "POST",
    path: "/api/bind-teacher",
    access: "authenticated",
    summary:
      "Bind as a teacher: college, major and phone required; gives the teacher role (before finish-bind)",
    body: bindTeacherSchema,
    response: bindResultSchema,
    errors: [401, 403, 422],
  },
  bindParent: {
    method: "POST",
    path: "/api/bind-parent",
    access: "authenticated",
    summary: "Bind as a parent: phone and at least one existing, not yet linked student by email",
    description:
      "Each link waits for the student (mailed link or home page), a parent already linked to the " +
      "student, or an admin to confirm it (`pending`, `link_requests`); until then it grants nothing.",
    body: bindParentSchema,
    response: bindParentResultSchema,
    errors: [401, 403, 409, 422, 429],
  },
  finishBind: {
    method: "POST",
    path: "/api/finish-bind",
    access: "authenticated",
    summary: "Finish binding: needs a role and that role's required details",
    response: finishBindResultSchema,
    errors: [401, 422],
  },
  quickRegisterAsStudent: {
    method: "POST",
    path: "/api/quick-register-as-student",
    access: "public",
    summary: "Create an already bound student account and sign in",
    body: quickRegisterStudentSchema,
    response: authResultSchema,
    errors: [422, 429],
  },
  registerStudent: {
    method: "POST",
    path: "/api/register/student",
    access: OFFICE,
    summary: "Admin/staff: create a student (no password; answers a set-password link)",
    body: registerStudentSchema,
    response: staffRegisterResultSchema,
    errors: [401, 403, 422],
  },
  registerParent: {
    method: "POST",
    path: "/api/register/parent",
    access: OFFICE,
    summary: "Admin/staff: create a parent linked to students (no password; answers a set-password link)",
    body: registerParentSchema,
    response: staffRegisterResultSchema,
    errors: [401, 403, 422],
  },
  checkInstructorEmail: {
    method: "POST",
    path: "/api/auth-instructor",
    access: "public",
    summary: "Is there an active teacher with this email?",
    body: authInstructorSchema,
    response: authInstructorResultSchema,
    errors: [422, 429],
  },
});
