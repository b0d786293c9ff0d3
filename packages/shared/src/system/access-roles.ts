import type { Role } from "../accounts/roles";

/**
 * The role lists endpoints name in `access` (admin passes every list, see CONTRIBUTING). One list per
 * group of people, so a domain's declarations say who they mean rather than spelling the roles again.
 */

/** The office: admins and staff (staff read money records; only admins write them). */
export const OFFICE = ["super-admin", "staff"] as const satisfies readonly Role[];

/** Admins only. */
export const ADMIN = ["super-admin"] as const satisfies readonly Role[];

/** Staff, and teachers for what is theirs (the service checks whose). */
export const TEACHING = ["teacher", "staff"] as const satisfies readonly Role[];

/** Teachers (admins pass too) for their own records. */
export const TEACHER = ["teacher"] as const satisfies readonly Role[];
