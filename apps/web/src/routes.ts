import { layout, type RouteConfig, type RouteConfigEntry, route } from "@react-router/dev/routes";
import type { FeatureRoutes } from "./app/feature-routes";
import { authRoutes } from "./features/auth/routes";
import { balanceRoutes } from "./features/balance/routes";
import { billingRoutes } from "./features/billing/routes";
import { billingGuideRoutes } from "./features/billing-guide/routes";
import { classesRoutes } from "./features/classes/routes";
import { contactRoutes } from "./features/contact/routes";
import { contentAdminRoutes } from "./features/content-admin/routes";
import { coursesRoutes } from "./features/courses/routes";
import { enrollmentRoutes } from "./features/enrollment/routes";
import { familyLinksRoutes } from "./features/family-links/routes";
import { faqRoutes } from "./features/faq/routes";
import { feedbackRoutes } from "./features/feedback/routes";
import { homeRoutes } from "./features/home/routes";
import { landingRoutes } from "./features/landing/routes";
import { lessonsRoutes } from "./features/lessons/routes";
import { lineNotesRoutes } from "./features/line-notes/routes";
import { mailCenterRoutes } from "./features/mail-center/routes";
import { marketingRoutes } from "./features/marketing/routes";
import { notFoundRoutes } from "./features/not-found/routes";
import { payrollRoutes } from "./features/payroll/routes";
import { profileRoutes } from "./features/profile/routes";
import { receivablesRoutes } from "./features/receivables/routes";
import { sessionClassesRoutes } from "./features/session-classes/routes";
import { storiesRoutes } from "./features/stories/routes";
import { tagsRoutes } from "./features/tags/routes";
import { usersRoutes } from "./features/users/routes";

/** Every feature's routes (features/<name>/routes.ts); a new feature adds its list here. */
export const FEATURE_ROUTES: readonly FeatureRoutes[] = [
  landingRoutes,
  notFoundRoutes,
  marketingRoutes,
  classesRoutes,
  storiesRoutes,
  faqRoutes,
  contactRoutes,
  feedbackRoutes,
  enrollmentRoutes,
  authRoutes,
  homeRoutes,
  profileRoutes,
  usersRoutes,
  tagsRoutes,
  contentAdminRoutes,
  coursesRoutes,
  sessionClassesRoutes,
  familyLinksRoutes,
  lessonsRoutes,
  mailCenterRoutes,
  billingRoutes,
  balanceRoutes,
  receivablesRoutes,
  lineNotesRoutes,
  billingGuideRoutes,
  // After users: `:teacherId/salary/:salaryId` ranks equal to `user/:id/:dialog`, the earlier one wins.
  payrollRoutes,
];

/** Leaf route files of a list (nested routes included), for the synthetic routes below. */
function routeFiles(entries: RouteConfigEntry[]): string[] {
  return entries.flatMap((entry) => [entry.file, ...routeFiles(entry.children ?? [])]);
}

/**
 * `count` extra signed-in routes (`/__synthetic/<n>`) over the existing page modules, for measuring a
 * build with the spec's full route table (~260 routes): React Router's route manifest grows with each
 * route whatever its module. Only bench/landing-downloads.mjs builds with them (WEB_SYNTHETIC_ROUTES).
 */
export function syntheticRoutes(count: number, files: string[]): RouteConfigEntry[] {
  if (files.length === 0) return [];
  return Array.from({ length: count }, (_, n) =>
    route(`__synthetic/${n}`, files[n % files.length] as string, { id: `synthetic-${n}` }),
  );
}

export function composeRoutes(
  features: readonly FeatureRoutes[],
  options: { syntheticRoutes?: number } = {},
): RouteConfigEntry[] {
  const group = (key: keyof FeatureRoutes) => features.flatMap((feature) => feature[key] ?? []);
  const signedIn = group("signedIn");
  return [
    ...group("public"),
    layout("app/guards/guest-only.tsx", group("guestOnly")),
    layout("app/guards/require-session.tsx", group("session")),
    layout("app/guards/require-auth.tsx", [
      ...signedIn,
      ...syntheticRoutes(options.syntheticRoutes ?? 0, [...new Set(routeFiles(signedIn))]),
    ]),
    route("*", "app/routes/unknown-path.tsx"),
  ];
}

export default composeRoutes(FEATURE_ROUTES, {
  syntheticRoutes: Number(process.env.WEB_SYNTHETIC_ROUTES ?? 0) || 0,
}) satisfies RouteConfig;
