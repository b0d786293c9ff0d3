import { route } from "@react-router/dev/routes";
import type { FeatureRoutes } from "../../app/feature-routes";

/** The billing how-to (spec 02 §2 /create-class/how-to-billing): a guide to the billing flow. */
export const billingGuideRoutes: FeatureRoutes = {
  signedIn: [route("create-class/how-to-billing", "features/billing-guide/pages/how-to-billing-page.tsx")],
};
