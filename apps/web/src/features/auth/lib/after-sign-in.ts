import { getLastPath } from "../../../lib/last-path";

/** Pages that make no sense to return to once signed in. */
const NOT_A_DESTINATION = [
  /^\/$/,
  /^\/(register|quick-register|register-detail|inactive)\/?(\?|$)/i,
  /^\/line\//i,
];

/**
 * Spec §2: after sign-in an unbound account goes to /register-detail; otherwise back to the path the
 * visitor was on (remembered by the shell), or /home.
 */
export function destinationAfterSignIn(user: { finish_bind: boolean }): string {
  if (!user.finish_bind) return "/register-detail";
  const last = getLastPath("/home");
  return NOT_A_DESTINATION.some((pattern) => pattern.test(last)) ? "/home" : last;
}
