import { index, route } from "@react-router/dev/routes";
import type { FeatureRoutes } from "../../app/feature-routes";

/** Content management (admins; staff read): FAQ, stories, site content, contact messages, short links. */
export const contentAdminRoutes: FeatureRoutes = {
  signedIn: [
    route("admin/edit-faq", "features/content-admin/pages/faq-admin-layout.tsx", [
      index("features/content-admin/pages/faq-admin-index.tsx"),
      route("home", "features/content-admin/pages/faq-home-page.tsx"),
      route("about", "features/content-admin/pages/faq-questions-page.tsx"),
      route("category", "features/content-admin/pages/faq-labels-page.tsx"),
      route("topic", "features/content-admin/pages/faq-topics-page.tsx"),
      route("instructors-faq", "features/content-admin/pages/faq-instructors-page.tsx"),
    ]),
    route("admin/stories", "features/content-admin/pages/stories-admin-page.tsx"),
    route("admin/stories/:id", "features/content-admin/pages/story-form-page.tsx"),
    route("admin/site-content", "features/content-admin/pages/site-content-admin-page.tsx"),
    route("admin/site-content/:key", "features/content-admin/pages/site-content-form-page.tsx"),
    route("admin/contact-messages", "features/content-admin/pages/contact-messages-page.tsx"),
    route("admin/mail-outbox", "features/content-admin/pages/mail-outbox-page.tsx"),
    route("shortUrls", "features/content-admin/pages/short-urls-page.tsx"),
    route("shortUrls/add", "features/content-admin/pages/short-url-add-page.tsx"),
  ],
};
