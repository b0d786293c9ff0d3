import { route } from "@react-router/dev/routes";
import type { FeatureRoutes } from "../../app/feature-routes";

/**
 * The staff screens for schools (spec 03 §2 Schools): aliases, links, adding and editing a school. Signed in;
 * each page shows the not-allowed page to anyone but staff and super-admins.
 */
export const schoolStaffRoutes: FeatureRoutes = {
  signedIn: [
    route("collegeAliases", "features/schools/pages/college-aliases-page.tsx"),
    route("attachLinkToSchool", "features/schools/pages/attach-link-page.tsx"),
    route("schools/postcreator", "features/schools/pages/school-create-page.tsx"),
    route("schools/edit", "features/schools/pages/school-edit-page.tsx"),
  ],
};
