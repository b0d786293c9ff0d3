import { route } from "@react-router/dev/routes";
import type { FeatureRoutes } from "../../app/feature-routes";

export const faqRoutes: FeatureRoutes = {
  public: [route("faq/:id?", "features/faq/pages/faq-page.tsx")],
};
