import { route } from "@react-router/dev/routes";
import type { FeatureRoutes } from "../../app/feature-routes";

/** /home (spec §2 "Account"). */
export const homeRoutes: FeatureRoutes = {
  signedIn: [route("home", "features/home/pages/home-page.tsx")],
};
