import { index } from "@react-router/dev/routes";
import type { FeatureRoutes } from "../../app/feature-routes";

export const landingRoutes: FeatureRoutes = {
  public: [index("features/landing/pages/landing-page.tsx")],
};
