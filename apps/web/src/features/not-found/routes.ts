import { route } from "@react-router/dev/routes";
import type { FeatureRoutes } from "../../app/feature-routes";

export const notFoundRoutes: FeatureRoutes = {
  public: [route("404", "features/not-found/pages/not-found-page.tsx")],
};
