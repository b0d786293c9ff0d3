import { useSignedInHint } from "../../../app/shell/use-signed-in-hint";
import { rolesOf } from "../../../lib/roles";
import { useSession } from "./session";

/**
 * The signed-in user and what their roles allow (lib/roles.ts): the one role hook of the app.
 * Only a browser that signed in before asks the server (public pages such as /enroll use this hook:
 * a visitor's POST /api/me would only answer 401 into the console). Signed-in areas are behind
 * SessionGate, which always asks, so the user is known there.
 */
export function useViewerRoles() {
  const { user, isPending } = useSession({ enabled: useSignedInHint() });
  return { user, isPending, ...rolesOf(user) };
}
