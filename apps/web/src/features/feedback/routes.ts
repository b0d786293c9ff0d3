import { route } from "@react-router/dev/routes";
import type { FeatureRoutes } from "../../app/feature-routes";

export const feedbackRoutes: FeatureRoutes = {
  signedIn: [route("admin/feedback", "features/feedback/pages/feedback-list-page.tsx")],
};
