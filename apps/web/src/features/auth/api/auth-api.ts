import {
  type BindParentInput,
  type BindStudentInput,
  type BindTeacherInput,
  accountEndpoints as endpoints,
  lineEndpoints,
  type User,
} from "@edu/shared";
import { captchaEndpoints } from "@edu/shared/captcha";
import { queryOptions } from "@tanstack/react-query";
import { ApiError } from "../../../lib/api-error";
import { call, type EndpointBody, endpointHref } from "../../../lib/endpoint-client";

/** Failures of these calls are shown on the form itself, so the client shows no toast for them. */
const inline = { silent: true } as const;

export const login = (body: EndpointBody<typeof endpoints.login>) => call(endpoints.login, { body }, inline);
export const register = (body: EndpointBody<typeof endpoints.register>) =>
  call(endpoints.register, { body }, inline);
export const quickRegisterAsStudent = (body: EndpointBody<typeof endpoints.quickRegisterAsStudent>) =>
  call(endpoints.quickRegisterAsStudent, { body }, inline);

/**
 * Spec §8: a failing username check means the name is taken. A check that could not run (rate
 * limited, offline, server down) says nothing: undefined, and the server answers on submit.
 */
export async function isUsernameAvailable(username: string): Promise<boolean | undefined> {
  try {
    const result = await call(endpoints.checkUsername, { body: { username } }, { ...inline, overlay: false });
    return result.available;
  } catch (error) {
    const status = error instanceof ApiError ? error.status : 0;
    return status === 0 || status === 429 || status >= 500 ? undefined : false;
  }
}

/** Undefined when the check itself failed (the server then answers on submit). */
export async function isEmailAvailable(email: string): Promise<boolean | undefined> {
  try {
    const result = await call(endpoints.checkEmail, { body: { email } }, { ...inline, overlay: false });
    return result.available;
  } catch {
    return undefined;
  }
}

export const captchaQuery = () =>
  queryOptions({
    queryKey: ["captcha"] as const,
    queryFn: ({ signal }) => call(captchaEndpoints.getCaptchaFlat, {}, { signal, overlay: false }),
    staleTime: 9 * 60_000,
    gcTime: 0,
  });

export const sendResetLink = (email: string) => call(endpoints.sendResetLink, { body: { email } }, inline);

export type PasswordLinkPurpose = "reset" | "set";
export const choosePassword = (purpose: PasswordLinkPurpose, body: EndpointBody<typeof endpoints.reset>) =>
  call(purpose === "reset" ? endpoints.reset : endpoints.setUrl, { body }, inline);

export type BindRole = "student" | "teacher" | "parent";
export type BindInput = { student: BindStudentInput; teacher: BindTeacherInput; parent: BindParentInput };

export function bindAs<R extends BindRole>(role: R, input: BindInput[R]): Promise<{ user: User }> {
  // The role names the endpoint; the generic input does not narrow with it, hence the casts.
  if (role === "student") return call(endpoints.bindStudent, { body: input as BindStudentInput }, inline);
  if (role === "teacher") return call(endpoints.bindTeacher, { body: input as BindTeacherInput }, inline);
  return call(endpoints.bindParent, { body: input as BindParentInput }, inline);
}
export const finishBind = () => call(endpoints.finishBind, {}, inline);

export const lineConfigQuery = () =>
  queryOptions({
    queryKey: ["line", "config"] as const,
    queryFn: ({ signal }) => call(lineEndpoints.getLineConfig, {}, { signal, overlay: false }),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Full-page navigation to the server, which redirects to LINE. */
export const lineAuthorizeUrl = (mode: "login" | "bind", returnTo?: string) =>
  endpointHref(lineEndpoints.startLineLogin, { query: { mode, return_to: returnTo || undefined } });
