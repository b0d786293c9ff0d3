import { route } from "@react-router/dev/routes";
import type { FeatureRoutes } from "../../app/feature-routes";

/**
 * The mail center (spec §2 /mail: create, edit/{id}, view/{id}, list, template). /mail and /mail/list
 * are the same page. /mail/progress-report belongs to the lessons feature.
 */
export const mailCenterRoutes: FeatureRoutes = {
  signedIn: [
    route("mail", "features/mail-center/pages/mail-list-page.tsx"),
    route("mail/list", "features/mail-center/pages/mail-list-page.tsx", { id: "mail-list-alias" }),
    route("mail/create", "features/mail-center/pages/mail-edit-page.tsx"),
    route("mail/edit/:id", "features/mail-center/pages/mail-edit-page.tsx", { id: "mail-edit" }),
    route("mail/view/:id", "features/mail-center/pages/mail-view-page.tsx"),
    route("mail/template", "features/mail-center/pages/mail-templates-page.tsx"),
  ],
};
