import { route } from "@react-router/dev/routes";
import type { FeatureRoutes } from "../../app/feature-routes";

/** Accounts (spec §2 "Account"): guards per the navigation rules; none of these is prerendered. */
export const authRoutes: FeatureRoutes = {
  guestOnly: [
    route("login", "features/auth/pages/login-page.tsx"),
    route("register", "features/auth/pages/register-page.tsx"),
    route("line/login", "features/auth/pages/line-login-page.tsx"),
    route("inactive", "features/auth/pages/inactive-page.tsx"),
  ],
  public: [
    route("quick-register", "features/auth/pages/quick-register-page.tsx"),
    route("password/Forgot", "features/auth/pages/forgot-password-page.tsx"),
    route("password/reset", "features/auth/pages/reset-password-page.tsx"),
    route("password/set", "features/auth/pages/set-password-page.tsx"),
    route("line/bind", "features/auth/pages/line-bind-page.tsx"),
  ],
  session: [route("register-detail", "features/auth/pages/register-detail-page.tsx")],
};
