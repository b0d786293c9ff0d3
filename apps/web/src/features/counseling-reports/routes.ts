import { route } from "@react-router/dev/routes";
import type { FeatureRoutes } from "../../app/feature-routes";

/**
 * A counseling class's monthly reports to parents (spec 03 §2 counseling/{id}/reports): by class id only.
 * Who may read which report is the server's answer (parents and the student see sent reports).
 */
export const counselingReportsRoutes: FeatureRoutes = {
  signedIn: [
    route("private/counseling/:id/reports", "features/counseling-reports/pages/reports-page.tsx", {
      id: "counseling-reports-by-class",
    }),
  ],
};
