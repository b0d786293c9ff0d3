import type { User } from "@edu/shared";
import { balanceNav } from "../../features/balance";
import { billingNav } from "../../features/billing";
import { billingGuideNav } from "../../features/billing-guide";
import { contentAdminNav } from "../../features/content-admin";
import { coursesNav } from "../../features/courses";
import { enrollmentNav } from "../../features/enrollment";
import { feedbackNav } from "../../features/feedback";
import { homeNav } from "../../features/home";
import { lessonsNav } from "../../features/lessons";
import { mailCenterNav } from "../../features/mail-center";
import { payrollNav } from "../../features/payroll";
import { receivablesNav } from "../../features/receivables";
import { sessionClassesNav } from "../../features/session-classes";
import { tagsNav } from "../../features/tags";
import { usersNav } from "../../features/users";
import { hasRole } from "../../lib/roles";
import { NAV_SECTIONS, type NavEntry, type NavSection } from "../nav-entry";

/** Every feature's workspace items (features/<name>/nav.ts); a new feature adds its list here. */
export const FEATURE_NAV: readonly NavEntry[][] = [
  homeNav,
  usersNav,
  enrollmentNav,
  sessionClassesNav,
  coursesNav,
  lessonsNav,
  billingNav,
  balanceNav,
  receivablesNav,
  billingGuideNav,
  payrollNav,
  contentAdminNav,
  feedbackNav,
  mailCenterNav,
  tagsNav,
];

/**
 * What the user may see, grouped by section in display order. An entry's roles are held roles, except
 * that super-admin passes every list (lib/roles.ts): so an admin who is nobody's parent would see the
 * family items — those are kept to people who hold the role itself.
 */
export function navFor(
  user: Pick<User, "all_roles"> | null | undefined,
  features: readonly NavEntry[][] = FEATURE_NAV,
): { section: NavSection; entries: NavEntry[] }[] {
  const held = user?.all_roles ?? [];
  const staffOnly = new Set<NavSection>(["admin", "content"]);
  const visible = features.flat().filter((entry) => {
    if (entry.roles.length === 0) return Boolean(user);
    // Admin sections: super-admin passes (hasRole); family, learning and teaching: the role itself.
    return staffOnly.has(entry.section)
      ? hasRole(user, ...entry.roles)
      : entry.roles.some((role) => held.includes(role));
  });
  const seen = new Set<string>();
  return NAV_SECTIONS.map((section) => ({
    section,
    entries: visible
      .filter((entry) => entry.section === section)
      .sort((a, b) => a.order - b.order)
      .filter((entry) => {
        const key = `${entry.to}|${entry.label}`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      }),
  })).filter((group) => group.entries.length > 0);
}

/** Whether an item is the current page: its path, or (unless `end`) a path under it. */
export function isActive(entry: Pick<NavEntry, "to" | "end">, pathname: string): boolean {
  if (pathname === entry.to) return true;
  return !entry.end && pathname.startsWith(`${entry.to}/`);
}
