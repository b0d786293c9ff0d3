import { rolesOf } from "../../../lib/roles";
import { useSession } from "./session";

/** The signed-in user and what their roles allow (lib/roles.ts): the one role hook of the app. */
export function useViewerRoles() {
  const { user, isPending } = useSession();
  return { user, isPending, ...rolesOf(user) };
}
