import { route } from "@react-router/dev/routes";
import type { FeatureRoutes } from "../../app/feature-routes";

/**
 * A student's account for one application service and the profile's export for it (spec 03 §2 counseling:
 * applicationForms/{thirdAppType}), by username or by counseling class id. Signed-in routes; who may see the
 * student is the server's answer (anyone else reads "not found"). The profile editor one level up
 * (…/applicationForms) is the counseling-profile feature's.
 */
export const counselingApplicationsRoutes: FeatureRoutes = {
  signedIn: [
    route(
      "private/counseling/student/:username/applicationForms/:thirdAppType",
      "features/counseling-applications/pages/application-service-page.tsx",
      { id: "counseling-application-service-by-student" },
    ),
    route(
      "private/counseling/:id/applicationForms/:thirdAppType",
      "features/counseling-applications/pages/application-service-page.tsx",
      { id: "counseling-application-service-by-class" },
    ),
  ],
};
