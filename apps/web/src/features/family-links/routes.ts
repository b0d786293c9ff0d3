import { route } from "@react-router/dev/routes";
import type { FeatureRoutes } from "../../app/feature-routes";

/** The page a parent-link confirmation mail opens; a sign-in comes first. */
export const familyLinksRoutes: FeatureRoutes = {
  signedIn: [route("family-links/confirm", "features/family-links/pages/confirm-page.tsx")],
};
