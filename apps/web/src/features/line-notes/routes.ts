import { route } from "@react-router/dev/routes";
import type { FeatureRoutes } from "../../app/feature-routes";

export const lineNotesRoutes: FeatureRoutes = {
  signedIn: [route("line-notes/:userId", "features/line-notes/pages/line-notes-page.tsx")],
};
