import type { Role, User } from "@edu/shared";

type WithRoles = Pick<User, "all_roles"> | null | undefined;

/**
 * Whether the user may act as any of these roles. Super-admin passes every role list, as on the
 * server (`hasRole(user, "super-admin")` is the super-admin check).
 */
export function hasRole(user: WithRoles, ...roles: Role[]): boolean {
  const held = user?.all_roles ?? [];
  return held.includes("super-admin") || roles.some((role) => held.includes(role));
}

/** Super-admin or staff: who manages the school's data. */
export const isStaff = (user: WithRoles): boolean => hasRole(user, "staff");

/**
 * What the user's roles say, for screens: `isAdmin` and `isStaff` are permissions (super-admin passes);
 * `isTeacher`, `isParent` and `isStudent` are the roles held (an admin is no one's parent).
 */
export function rolesOf(user: WithRoles) {
  const held = user?.all_roles ?? [];
  return {
    isAdmin: hasRole(user, "super-admin"),
    isStaff: isStaff(user),
    isTeacher: held.includes("teacher"),
    isParent: held.includes("parent"),
    isStudent: held.includes("student"),
  };
}
