import { route } from "@react-router/dev/routes";
import type { FeatureRoutes } from "../../app/feature-routes";

/**
 * The college search and school pages (spec 03 §2 Schools): everyone signed in. The staff screens (aliases,
 * links, adding and editing a school) are signed-in routes too; each shows the not-allowed page to anyone but
 * staff and super-admins. /schools/postcreator and /schools/edit are fixed segments, which React Router ranks
 * above `:schoolId`.
 */
export const schoolsRoutes: FeatureRoutes = {
  signedIn: [
    route("schools", "features/schools/pages/schools-search-page.tsx"),
    route("schools/:schoolId", "features/schools/pages/school-page.tsx", { id: "school" }),
    route("schools/:schoolId/:type", "features/schools/pages/school-page.tsx", { id: "school-tab" }),
    route("collegeAliases", "features/schools/pages/college-aliases-page.tsx"),
    route("attachLinkToSchool", "features/schools/pages/attach-link-page.tsx"),
    route("schools/postcreator", "features/schools/pages/school-create-page.tsx"),
    route("schools/edit", "features/schools/pages/school-edit-page.tsx"),
  ],
};
