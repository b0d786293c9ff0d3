import { route } from "@react-router/dev/routes";
import type { FeatureRoutes } from "../../app/feature-routes";

const page = (name: string) => `features/counseling-essays/pages/${name}.tsx`;

/**
 * A student's essays (spec 03 §2 "essays" by username and by counseling class id, under /private) and one
 * essay's writing screen below each (`…/essays/:essayId`, this product's own address: the spec's essay
 * screen was a linked cloud document). Signed-in; who may see the student is the server's answer.
 */
export const counselingEssaysRoutes: FeatureRoutes = {
  signedIn: [
    route("private/counseling/student/:username/essays", page("essays-page"), {
      id: "counseling-essays-by-student",
    }),
    route("private/counseling/:id/essays", page("essays-page"), { id: "counseling-essays-by-class" }),
    route("private/counseling/student/:username/essays/:essayId", page("essay-page"), {
      id: "counseling-essay-by-student",
    }),
    route("private/counseling/:id/essays/:essayId", page("essay-page"), { id: "counseling-essay-by-class" }),
  ],
};
