import { route } from "@react-router/dev/routes";
import type { FeatureRoutes } from "../../app/feature-routes";

const page = (name: string) => `features/counseling-schools/pages/${name}.tsx`;

/**
 * A student's school list (spec 03 §2 Counseling, under /private): the list by username or by counseling
 * class id, adding from the school search (by counseling class, optionally for one application service) and
 * one collected school with its edit page. Signed-in routes; who may see the student is the server's answer
 * (anyone else reads "not found"). `student/…` is a fixed segment, ranked above `:counselingId`.
 */
export const counselingSchoolsRoutes: FeatureRoutes = {
  signedIn: [
    route("private/counseling/student/:username/colleges", page("colleges-page"), {
      id: "counseling-colleges-by-student",
    }),
    route("private/counseling/:id/colleges", page("colleges-page"), { id: "counseling-colleges-by-class" }),
    route("private/counseling/:counselingId/colleges/add", page("colleges-add-page"), {
      id: "counseling-colleges-add",
    }),
    route("private/counseling/:counselingId/:thirdAppType/colleges/add", page("colleges-add-page"), {
      id: "counseling-colleges-add-for-service",
    }),
    route(
      "private/counseling/student/:username/collected/colleges/:collectedCollegeId",
      page("collected-college-page"),
      { id: "counseling-collected-by-student" },
    ),
    route(
      "private/counseling/student/:username/collected/colleges/:collectedCollegeId/edit",
      page("collected-college-edit-page"),
      { id: "counseling-collected-edit-by-student" },
    ),
    route(
      "private/counseling/:counselingId/collected/colleges/:collectedCollegeId",
      page("collected-college-page"),
      { id: "counseling-collected-by-class" },
    ),
    route(
      "private/counseling/:counselingId/collected/colleges/:collectedCollegeId/edit",
      page("collected-college-edit-page"),
      { id: "counseling-collected-edit-by-class" },
    ),
  ],
};
