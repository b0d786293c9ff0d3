import type { Role } from "@edu/shared";
import { describe, expect, it } from "vitest";
import { ADMIN_GROUP_BY_PATH, FEATURE_NAV, isActive, navBlocks, navFor } from "./workspace-nav-entries";

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
  it("gives parents schools to look up and their children, courses, attendance, applications, bills, balance and application profiles; teachers and students their classes", () => {
    expect(paths(["parent"])).toEqual([
      "main:/home",
      "main:/schools",
      "family:/courses/studentprogress",
      "family:/my-courses",
      "family:/students/attendances",
      "family:/applications",
      "family:/bill",
      "family:/balance",
      "family:/private/counseling/portal",
      "family:/toefl",
      "family:/act/history",
      "family:/analysis",
    ]);
    expect(paths(["teacher"])).toContain("teaching:/my-classes");
    expect(paths(["student"])).toEqual([
      "main:/home",
      "main:/schools",
      "family:/applications",
      "learning:/my-classes",
      "learning:/my-courses",
      "learning:/students/attendances",
      "learning:/private/counseling",
      "learning:/tests",
      "learning:/toefl",
      "learning:/act",
      "learning:/tests/file",
      "learning:/practices",
      "learning:/analysis",
      "learning:/flashcards",
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

describe("the office's items by domain", () => {
  it("places every staff item of every feature in a domain", () => {
    const staffItems = FEATURE_NAV.flat().filter(
      (entry) => entry.section === "admin" || entry.section === "content",
    );
    expect(staffItems.length).toBeGreaterThan(10);
    expect(staffItems.filter((entry) => !ADMIN_GROUP_BY_PATH[entry.to]).map((entry) => entry.to)).toEqual([]);
  });
  it("gives an admin Home, then people, classes, money, lessons, content and tools", () => {
    const blocks = navBlocks(navFor(as("super-admin")));
    expect(blocks.map((block) => block.key)).toEqual([
      "main",
      "office.people",
      "office.classes",
      "office.money",
      "office.lessons",
      "office.content",
      "office.tools",
    ]);
    const paths = (key: string) =>
      blocks.find((block) => block.key === key)?.entries.map((entry) => entry.to);
    expect(paths("office.people")).toEqual(["/users", "/enrollment", "/private/counseling/portal"]);
    expect(paths("office.classes")).toEqual([
      "/session-classes/all",
      "/placement",
      "/courses",
      "/course-sessions",
    ]);
    expect(paths("office.money")).toContain("/bill");
    expect(blocks.filter((block) => block.collapsible).length).toBe(6);
    expect(blocks[0]?.collapsible).toBe(false);
  });
  it("leaves a teacher's and a parent's sections as they are", () => {
    expect(navBlocks(navFor(as("teacher"))).map((block) => [block.key, block.collapsible])).toEqual([
      ["main", false],
      ["teaching", false],
    ]);
    expect(navBlocks(navFor(as("parent", "staff"))).map((block) => block.key)).toContain("family");
  });
});
