import { route } from "@react-router/dev/routes";
import type { FeatureRoutes } from "../../app/feature-routes";

/** Tags (spec §2 "Users and admin"). */
export const tagsRoutes: FeatureRoutes = {
  signedIn: [
    route("tags", "features/tags/pages/tags-page.tsx"),
    route("create/tag", "features/tags/pages/tag-form-page.tsx"),
    route("edit/tag/:tagId", "features/tags/pages/tag-form-page.tsx", { id: "tag-edit" }),
    route("tag/:tagId", "features/tags/pages/tag-page.tsx"),
  ],
};
