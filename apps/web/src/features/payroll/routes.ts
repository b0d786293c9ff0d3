import { route } from "@react-router/dev/routes";
import type { FeatureRoutes } from "../../app/feature-routes";

/**
 * Payroll (spec 02 §2 salary, payment and monetaryStatement routes): salary statements, teacher
 * payments and monetary statements. `/{teacherId}/salary/{salaryId}` is a top-level dynamic path: its only
 * rival of the same rank is `user/:id/:dialog` (users feature, listed earlier, so it wins `/user/salary/x`
 * on a tie); the page itself answers the not-found page unless both ids are positive integers.
 */
export const payrollRoutes: FeatureRoutes = {
  signedIn: [
    route("salary", "features/payroll/pages/salary-list-page.tsx"),
    route("salary/create", "features/payroll/pages/statement-form-page.tsx"),
    route("salary/create/teacher/:teacherId", "features/payroll/pages/statement-form-page.tsx", {
      id: "salary-create-teacher",
    }),
    route("salary/teacher/:teacherId/reset/:payrollId", "features/payroll/pages/statement-form-page.tsx", {
      id: "salary-reset",
    }),
    route("salary/teacher/:teacherId/payment/create", "features/payroll/pages/payment-form-page.tsx", {
      id: "salary-payment-create",
    }),
    route(":teacherId/salary/:salaryId", "features/payroll/pages/statement-detail-page.tsx"),
    route("payment", "features/payroll/pages/payments-page.tsx"),
    route("payment/create", "features/payroll/pages/payment-form-page.tsx"),
    route("payment/edit/:teacherPaymentId", "features/payroll/pages/payment-form-page.tsx", {
      id: "payment-edit",
    }),
    route("monetaryStatement", "features/payroll/pages/monetary-statements-page.tsx"),
    route("monetaryStatement/create", "features/payroll/pages/monetary-statement-form-page.tsx"),
    route("monetaryStatement/edit/:id", "features/payroll/pages/monetary-statement-form-page.tsx", {
      id: "monetary-statement-edit",
    }),
  ],
};
