import { route } from "@react-router/dev/routes";
import type { FeatureRoutes } from "../../app/feature-routes";

export const contactRoutes: FeatureRoutes = {
  public: [route("contact", "features/contact/pages/contact-page.tsx")],
};
