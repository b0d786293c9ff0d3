import { layout, type RouteConfig, type RouteConfigEntry, route } from "@react-router/dev/routes";
import type { FeatureRoutes } from "./app/feature-routes";
import { actRoutes } from "./features/act/routes.ts";
import { analysisRoutes } from "./features/analysis/routes.ts";
import { authRoutes } from "./features/auth/routes.ts";
import { balanceRoutes } from "./features/balance/routes.ts";
import { billingRoutes } from "./features/billing/routes.ts";
import { billingGuideRoutes } from "./features/billing-guide/routes.ts";
import { classesRoutes } from "./features/classes/routes.ts";
import { contactRoutes } from "./features/contact/routes.ts";
import { contentAdminRoutes } from "./features/content-admin/routes.ts";
import { counselingApplicationsRoutes } from "./features/counseling-applications/routes.ts";
import { counselingEssaysRoutes } from "./features/counseling-essays/routes.ts";
import { counselingProfileRoutes } from "./features/counseling-profile/routes.ts";
import { counselingReportsRoutes } from "./features/counseling-reports/routes.ts";
import { counselingSchoolsRoutes } from "./features/counseling-schools/routes.ts";
import { counselingTasksRoutes } from "./features/counseling-tasks/routes.ts";
import { counselingWorkspaceRoutes } from "./features/counseling-workspace/routes.ts";
import { coursesRoutes } from "./features/courses/routes.ts";
import { enrollmentRoutes } from "./features/enrollment/routes.ts";
import { familyLinksRoutes } from "./features/family-links/routes.ts";
import { faqRoutes } from "./features/faq/routes.ts";
import { feedbackRoutes } from "./features/feedback/routes.ts";
import { homeRoutes } from "./features/home/routes.ts";
import { landingRoutes } from "./features/landing/routes.ts";
import { lessonsRoutes } from "./features/lessons/routes.ts";
import { lineNotesRoutes } from "./features/line-notes/routes.ts";
import { mailCenterRoutes } from "./features/mail-center/routes.ts";
import { marketingRoutes } from "./features/marketing/routes.ts";
import { notFoundRoutes } from "./features/not-found/routes.ts";
import { payrollRoutes } from "./features/payroll/routes.ts";
import { practicesRoutes } from "./features/practices/routes.ts";
import { profileRoutes } from "./features/profile/routes.ts";
import { receivablesRoutes } from "./features/receivables/routes.ts";
import { schoolsRoutes } from "./features/schools/routes.ts";
import { sessionClassesRoutes } from "./features/session-classes/routes.ts";
import { storiesRoutes } from "./features/stories/routes.ts";
import { tagsRoutes } from "./features/tags/routes.ts";
import { testAuthoringRoutes } from "./features/test-authoring/routes.ts";
import { testGradingRoutes } from "./features/test-grading/routes.ts";
import { testsRoutes } from "./features/tests/routes.ts";
import { toeflRoutes } from "./features/toefl/routes.ts";
import { usersRoutes } from "./features/users/routes.ts";
import { vocabularyRoutes } from "./features/vocabulary/routes.ts";

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
  schoolsRoutes,
  counselingApplicationsRoutes,
  counselingProfileRoutes,
  counselingSchoolsRoutes,
  counselingReportsRoutes,
  counselingWorkspaceRoutes,
  counselingEssaysRoutes,
  counselingTasksRoutes,
  testsRoutes,
  testAuthoringRoutes,
  testGradingRoutes,
  toeflRoutes,
  actRoutes,
  practicesRoutes,
  vocabularyRoutes,
  analysisRoutes,
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
