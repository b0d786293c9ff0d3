import type { Role } from "@edu/shared";
import { hasRole } from "../../../lib/roles";

/** Who builds practices and reads the question bank (the server's BUILDERS; super-admin passes). */
export const BUILDER_ROLES: Role[] = ["teacher", "staff", "test-editor"];

export const isBuilder = (user: Parameters<typeof hasRole>[0]) => hasRole(user, ...BUILDER_ROLES);
