import { useSession } from "../../auth";

/** The signed-in user and what their roles allow on the enrollment screens. */
export function useViewer() {
  const { user, isPending } = useSession();
  const roles = user?.all_roles ?? [];
  return {
    user,
    isPending,
    isStaff: roles.includes("super-admin") || roles.includes("staff"),
    isAdmin: roles.includes("super-admin"),
    isParent: roles.includes("parent"),
  };
}
