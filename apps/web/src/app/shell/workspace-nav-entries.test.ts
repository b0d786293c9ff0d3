import type { Role } from "@edu/shared";
import { describe, expect, it } from "vitest";
import { isActive, navFor } from "./workspace-nav-entries";

const as = (...roles: Role[]) => ({ all_roles: roles });
const paths = (roles: Role[]) =>
  navFor(as(...roles)).flatMap((group) => group.entries.map((entry) => `${group.section}:${entry.to}`));

describe("the workspace navigation by role", () => {
  it("gives admins users, enrollments, classes, placement and content", () => {
    const admin = paths(["super-admin"]);
    for (const item of [
      "main:/home",
      "admin:/users",
      "admin:/enrollment",
      "admin:/session-classes/all",
      "admin:/placement",
      "content:/admin/site-content",
      "content:/admin/edit-faq",
    ])
      expect(admin).toContain(item);
    // An admin is nobody's parent: no family items.
    expect(admin.some((item) => item.startsWith("family:"))).toBe(false);
  });
  it("gives staff the office lists but not the admin's content editors", () => {
    const staff = paths(["staff"]);
    expect(staff).toContain("admin:/enrollment");
    expect(staff).toContain("content:/admin/contact-messages");
    expect(staff).not.toContain("content:/admin/edit-faq");
  });
  it("gives parents their children, courses, attendance, applications, bills and balance; teachers and students their classes", () => {
    expect(paths(["parent"])).toEqual([
      "main:/home",
      "family:/courses/studentprogress",
      "family:/my-courses",
      "family:/students/attendances",
      "family:/applications",
      "family:/bill",
      "family:/balance",
    ]);
    expect(paths(["teacher"])).toContain("teaching:/my-classes");
    expect(paths(["student"])).toEqual([
      "main:/home",
      "family:/applications",
      "learning:/my-classes",
      "learning:/my-courses",
      "learning:/students/attendances",
    ]);
  });
  it("shows nothing to nobody", () => {
    expect(navFor(null)).toEqual([]);
  });
  it("marks the current page, and pages under it unless the item is exact", () => {
    expect(isActive({ to: "/users" }, "/users/teachers")).toBe(true);
    expect(isActive({ to: "/users" }, "/usersx")).toBe(false);
    expect(isActive({ to: "/home", end: true }, "/home/x")).toBe(false);
  });
});
