import { route } from "@react-router/dev/routes";
import type { FeatureRoutes } from "../../app/feature-routes";

/**
 * The application profile by username and by counseling class (spec 03 §2 Counseling, under /private; the
 * entry and the portal are the counseling-workspace feature's).
 * Signed-in routes; who may see which student is the server's answer (GET counseling-profiles lists only
 * those students), so a page never shows a student the caller may not read. The services' pages
 * (…/applicationForms/:thirdAppType) are the counseling-applications feature's.
 */
export const counselingProfileRoutes: FeatureRoutes = {
  signedIn: [
    route(
      "private/counseling/student/:username/applicationForms",
      "features/counseling-profile/pages/application-profile-page.tsx",
      { id: "counseling-profile-by-student" },
    ),
    route(
      "private/counseling/:id/applicationForms",
      "features/counseling-profile/pages/application-profile-page.tsx",
      { id: "counseling-profile-by-class" },
    ),
  ],
};
