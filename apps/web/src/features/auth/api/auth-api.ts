import type {
  AuthResult,
  BindParentInput,
  BindStudentInput,
  BindTeacherInput,
  Captcha,
  LoginInput,
  QuickRegisterStudentInput,
  RegisterInput,
  User,
} from "@edu/shared";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { ApiError } from "../../../lib/api-error";

/** Failures of these calls are shown on the form itself, so the client shows no toast for them. */
const inline = { silent: true } as const;

export const login = (input: LoginInput) => api.post<AuthResult>("/login", input, inline);
export const register = (input: RegisterInput) => api.post<AuthResult>("/register", input, inline);
export const quickRegisterAsStudent = (input: QuickRegisterStudentInput) =>
  api.post<AuthResult>("/quick-register-as-student", input, inline);

/**
 * Spec §8: a failing username check means the name is taken. A check that could not run (rate
 * limited, offline, server down) says nothing: undefined, and the server answers on submit.
 */
export async function isUsernameAvailable(username: string): Promise<boolean | undefined> {
  try {
    const result = await api.post<{ available: boolean }>(
      "/check-username",
      { username },
      { ...inline, overlay: false },
    );
    return result.available;
  } catch (error) {
    const status = error instanceof ApiError ? error.status : 0;
    return status === 0 || status === 429 || status >= 500 ? undefined : false;
  }
}

/** Undefined when the check itself failed (the server then answers on submit). */
export async function isEmailAvailable(email: string): Promise<boolean | undefined> {
  try {
    const result = await api.post<{ available: boolean }>(
      "/check-email",
      { email },
      { ...inline, overlay: false },
    );
    return result.available;
  } catch {
    return undefined;
  }
}

export const captchaQuery = () =>
  queryOptions({
    queryKey: ["captcha"] as const,
    queryFn: ({ signal }) => api.get<Captcha>("/captcha/flat", { signal, overlay: false }),
    staleTime: 9 * 60_000,
    gcTime: 0,
  });

export const sendResetLink = (email: string) => api.post<{ ok: true }>("/send-reset-link", { email }, inline);

export type PasswordLinkPurpose = "reset" | "set";
export const choosePassword = (
  purpose: PasswordLinkPurpose,
  input: { token: string; password: string; password_confirmation: string },
) => api.post<{ ok: true }>(purpose === "reset" ? "/reset" : "/set-url", input, inline);

export type BindRole = "student" | "teacher" | "parent";
export type BindInput = { student: BindStudentInput; teacher: BindTeacherInput; parent: BindParentInput };

export const bindAs = <R extends BindRole>(role: R, input: BindInput[R]) =>
  api.post<{ user: User }>(`/bind-${role}`, input, inline);
export const finishBind = () => api.post<{ finishBind: true; user: User }>("/finish-bind", undefined, inline);

export const lineConfigQuery = () =>
  queryOptions({
    queryKey: ["line", "config"] as const,
    queryFn: ({ signal }) => api.get<{ enabled: boolean }>("/line/config", { signal, overlay: false }),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Full-page navigation to the server, which redirects to LINE. */
export const lineAuthorizeUrl = (mode: "login" | "bind", returnTo?: string) =>
  `/api/line/authorize?mode=${mode}${returnTo ? `&return_to=${encodeURIComponent(returnTo)}` : ""}`;
