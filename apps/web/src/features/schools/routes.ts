import { route } from "@react-router/dev/routes";
import type { FeatureRoutes } from "../../app/feature-routes";

/**
 * The college search and school pages (spec 03 §2 Schools): everyone signed in. /schools/postcreator and
 * /schools/edit (routes-staff.ts) are fixed segments, which React Router ranks above `:schoolId`.
 */
export const schoolsRoutes: FeatureRoutes = {
  signedIn: [
    route("schools", "features/schools/pages/schools-search-page.tsx"),
    route("schools/:schoolId", "features/schools/pages/school-page.tsx", { id: "school" }),
    route("schools/:schoolId/:type", "features/schools/pages/school-page.tsx", { id: "school-tab" }),
  ],
};
