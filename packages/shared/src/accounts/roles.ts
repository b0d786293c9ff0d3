/** Spec §6: `super-admin` (the spec also says "admin") is its exact role name. A user may hold several roles. */
export const ROLES = ["super-admin", "staff", "teacher", "student", "parent", "test-editor"] as const;
export type Role = (typeof ROLES)[number];

/** Roles an admin adds or removes through `role/{role}/{id}` (spec §4). */
export const ASSIGNABLE_ROLES = [
  "student",
  "teacher",
  "staff",
  "parent",
  "test-editor",
] as const satisfies readonly Role[];
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

/** Kept here for older imports; the money module owns the list (DESIGN.md §5). */
export { CURRENCIES, type Currency, DEFAULT_CURRENCY } from "../money/currency";
