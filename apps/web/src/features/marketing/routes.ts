import { route } from "@react-router/dev/routes";
import type { FeatureRoutes } from "../../app/feature-routes";

/** Public and marketing pages (spec 01 §2, 03 §2); the static ones are prerendered (react-router.config.ts). */
export const marketingRoutes: FeatureRoutes = {
  public: [
    route("about", "features/marketing/pages/about-page.tsx"),
    route("instructors", "features/marketing/pages/instructors-page.tsx"),
    route("ClassesAndCounseling", "features/marketing/pages/classes-and-counseling-page.tsx"),
    route("terms", "features/marketing/pages/terms-page.tsx"),
    route("line", "features/marketing/pages/line-page.tsx"),
    route("apply", "features/marketing/pages/apply-page.tsx"),
    route("apply/thanks", "features/marketing/pages/apply-thanks-page.tsx"),
    route("toefl-videos", "features/marketing/pages/toefl-videos-page.tsx"),
    route("feedback", "features/marketing/pages/feedback-page.tsx"),
    route("survey", "features/marketing/pages/survey-page.tsx"),
    route("blogs", "features/marketing/pages/blogs-redirect.tsx"),
  ],
};
