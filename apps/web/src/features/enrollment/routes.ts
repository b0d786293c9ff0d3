import { route } from "@react-router/dev/routes";
import type { FeatureRoutes } from "../../app/feature-routes";

/** Enrollment (spec §2 "Enrollment"): the form is public; the rest needs a sign-in. */
export const enrollmentRoutes: FeatureRoutes = {
  public: [
    route("enroll", "features/enrollment/pages/enroll-page.tsx"),
    route("enroll/success", "features/enrollment/pages/enroll-success-page.tsx"),
    // The referral link of the success page and the confirmation mail (its token is the key).
    route("enroll/referral", "features/enrollment/pages/enroll-referral-page.tsx"),
  ],
  signedIn: [
    route("enrollment", "features/enrollment/pages/enrollments-page.tsx"),
    route("enrollment/order", "features/enrollment/pages/enrollment-order-page.tsx"),
    route("enrollment/:id", "features/enrollment/pages/enrollment-detail-page.tsx"),
    route("enrollment/:id/contract", "features/enrollment/pages/contract-page.tsx"),
    route("quick_enroll", "features/enrollment/pages/quick-enroll-page.tsx"),
    route("link-student", "features/enrollment/pages/link-student-page.tsx"),
    route("applications", "features/enrollment/pages/applications-page.tsx"),
  ],
};
