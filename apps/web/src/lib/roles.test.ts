import type { Role } from "@edu/shared";
import { describe, expect, it } from "vitest";
import { hasRole, isStaff, rolesOf } from "./roles";

const user = (...roles: Role[]) => ({ all_roles: roles });

describe("role helper", () => {
  it("super-admin passes every role list, as on the server", () => {
    expect(hasRole(user("super-admin"), "teacher")).toBe(true);
    expect(isStaff(user("super-admin"))).toBe(true);
    expect(hasRole(user("staff"), "super-admin")).toBe(false);
    expect(hasRole(user("parent"), "teacher", "parent")).toBe(true);
    expect(hasRole(undefined, "student")).toBe(false);
  });

  it("tells permissions (admin, staff) from the roles held (an admin is no one's parent)", () => {
    expect(rolesOf(user("super-admin"))).toEqual({
      isAdmin: true,
      isStaff: true,
      isTeacher: false,
      isParent: false,
      isStudent: false,
    });
    expect(rolesOf(user("parent", "student"))).toMatchObject({
      isAdmin: false,
      isParent: true,
      isStudent: true,
    });
    expect(rolesOf(null).isStaff).toBe(false);
  });
});
