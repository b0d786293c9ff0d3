import { route } from "@react-router/dev/routes";
import type { FeatureRoutes } from "../../app/feature-routes";

/** Profiles (spec §2 "Home and profile"). */
export const profileRoutes: FeatureRoutes = {
  signedIn: [
    route("profile", "features/profile/pages/profile-page.tsx"),
    route("userProfile", "features/profile/pages/user-profile-redirect.tsx"),
    route("user/:id", "features/profile/pages/user-page.tsx"),
    route("user/:id/:dialog", "features/profile/pages/user-page.tsx", { id: "user-dialog" }),
  ],
};
