import { route } from "@react-router/dev/routes";
import type { FeatureRoutes } from "../../app/feature-routes";

export const storiesRoutes: FeatureRoutes = {
  public: [
    route("stories", "features/stories/pages/stories-page.tsx"),
    route("stories/list", "features/stories/pages/stories-list-page.tsx"),
  ],
};
