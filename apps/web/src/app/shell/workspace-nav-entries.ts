import type { User } from "@edu/shared";
import { actNav } from "../../features/act";
import { analysisNav } from "../../features/analysis";
import { balanceNav } from "../../features/balance";
import { billingNav } from "../../features/billing";
import { billingGuideNav } from "../../features/billing-guide";
import { contentAdminNav } from "../../features/content-admin";
import { counselingWorkspaceNav } from "../../features/counseling-workspace";
import { coursesNav } from "../../features/courses";
import { enrollmentNav } from "../../features/enrollment";
import { feedbackNav } from "../../features/feedback";
import { homeNav } from "../../features/home";
import { lessonsNav } from "../../features/lessons";
import { mailCenterNav } from "../../features/mail-center";
import { payrollNav } from "../../features/payroll";
import { practicesNav } from "../../features/practices";
import { receivablesNav } from "../../features/receivables";
import { schoolsNav } from "../../features/schools";
import { sessionClassesNav } from "../../features/session-classes";
import { tagsNav } from "../../features/tags";
import { testAuthoringNav } from "../../features/test-authoring";
import { testGradingNav } from "../../features/test-grading";
import { testsNav } from "../../features/tests";
import { toeflNav } from "../../features/toefl";
import { usersNav } from "../../features/users";
import { vocabularyNav } from "../../features/vocabulary";
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
  schoolsNav,
  counselingWorkspaceNav,
  testsNav,
  toeflNav,
  actNav,
  practicesNav,
  testGradingNav,
  testAuthoringNav,
  analysisNav,
  vocabularyNav,
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

/** The office's domains: the staff sections' items (admin, content) in collapsible groups, in this order. */
export const ADMIN_GROUPS = ["people", "classes", "money", "lessons", "content", "tools"] as const;
export type AdminGroup = (typeof ADMIN_GROUPS)[number];

/**
 * Which domain each staff item belongs to, by its path (features/<name>/nav.ts). A staff item missing
 * here lands in "tools" and fails workspace-nav-entries.test.ts until it is placed.
 */
export const ADMIN_GROUP_BY_PATH: Readonly<Record<string, AdminGroup>> = {
  "/users": "people",
  "/enrollment": "people",
  "/private/counseling/portal": "people",
  "/session-classes/all": "classes",
  "/placement": "classes",
  "/courses": "classes",
  "/course-sessions": "classes",
  "/bill": "money",
  "/receivable": "money",
  "/exchange-rates": "money",
  "/balance": "money",
  "/create-class/how-to-billing": "money",
  "/salary": "money",
  "/payment": "money",
  "/monetaryStatement": "money",
  "/private/private-lessons": "lessons",
  "/students/attendances": "lessons",
  "/progressReportStatuses": "lessons",
  "/mail/progress-report": "lessons",
  "/admin/site-content": "content",
  "/admin/edit-faq": "content",
  "/admin/stories": "content",
  "/shortUrls": "content",
  "/admin/contact-messages": "tools",
  "/admin/feedback": "tools",
  "/mail": "tools",
  "/admin/mail-outbox": "tools",
  "/tags": "tools",
};

const STAFF_SECTIONS: readonly NavSection[] = ["admin", "content"];

/** A block of the side navigation: a role's section as it is, or one office domain (collapsible). */
export type NavBlock = {
  key: string;
  /** Translation key (common namespace) of its heading; none for the first block (Home). */
  title?: string;
  entries: NavEntry[];
  /** An office domain: its items can be folded under the heading. */
  collapsible: boolean;
};

/** The sections as shown: family, learning and teaching as they are; the staff sections by domain. */
export function navBlocks(groups: { section: NavSection; entries: NavEntry[] }[]): NavBlock[] {
  const blocks: NavBlock[] = [];
  const staff = new Map<AdminGroup, NavEntry[]>();
  for (const group of groups) {
    if (!STAFF_SECTIONS.includes(group.section)) {
      blocks.push({
        key: group.section,
        title: group.section === "main" ? undefined : `workspace.sections.${group.section}`,
        entries: group.entries,
        collapsible: false,
      });
      continue;
    }
    for (const entry of group.entries) {
      const domain = ADMIN_GROUP_BY_PATH[entry.to] ?? "tools";
      staff.set(domain, [...(staff.get(domain) ?? []), entry]);
    }
  }
  for (const domain of ADMIN_GROUPS) {
    const entries = staff.get(domain);
    if (entries)
      blocks.push({
        key: `office.${domain}`,
        title: `workspace.groups.${domain}`,
        entries,
        collapsible: true,
      });
  }
  return blocks;
}
