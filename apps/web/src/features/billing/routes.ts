import { route } from "@react-router/dev/routes";
import type { FeatureRoutes } from "../../app/feature-routes";

/**
 * Bills (spec 02 §2 finance routes): the admin list, the bill form and its creation variants
 * (from an enrollment, from a lesson log, for a student, a reset of a bill), a bill's page, and the
 * parent's payment and problem forms. Role rules are the pages' own (the server decides again).
 */
export const billingRoutes: FeatureRoutes = {
  signedIn: [
    route("bill", "features/billing/pages/bills-page.tsx"),
    route("bill/create", "features/billing/pages/bill-create-page.tsx"),
    route("bill/create/enrollment", "features/billing/pages/bill-create-page.tsx", {
      id: "bill-create-enrollment",
    }),
    route(
      "bill/create/lessonLog/:enrolledId/:classId/:lessonLogId",
      "features/billing/pages/bill-create-page.tsx",
      { id: "bill-create-lesson-log" },
    ),
    route("bill/create/student/:studentId", "features/billing/pages/bill-create-page.tsx", {
      id: "bill-create-student",
    }),
    route("bill/create/reset/:billId", "features/billing/pages/bill-create-page.tsx", {
      id: "bill-create-reset",
    }),
    route("bill/parents/transaction/:billId", "features/billing/pages/parent-transaction-page.tsx"),
    route("bill/parents/problem/:billId", "features/billing/pages/parent-problem-page.tsx"),
    route("bill/:billId", "features/billing/pages/bill-detail-page.tsx"),
  ],
};
