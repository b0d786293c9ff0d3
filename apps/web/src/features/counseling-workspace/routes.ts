import { route } from "@react-router/dev/routes";
import type { FeatureRoutes } from "../../app/feature-routes";

const page = (name: string) => `features/counseling-workspace/pages/${name}.tsx`;

/**
 * The counseling workspace (spec 03 §2 Counseling, under /private): the entry that sends each person on,
 * the schools type a counselor or parent works from, the portal (and its filter by one counselor, parent
 * or student) and a counseling class's own pages, its overview and its info. Signed-in routes; who may see
 * which student is the server's answer. `portal` and `filter/…` are fixed segments, ranked above `:id`.
 * /private/counseling/student/{username} opens the student's school list; /counseling/… (the spec's one
 * address without the prefix) opens the same address under /private.
 */
export const counselingWorkspaceRoutes: FeatureRoutes = {
  signedIn: [
    route("private/counseling", page("counseling-entry-page")),
    route("private/counseling/portal", page("counseling-portal-page")),
    route("private/counseling/filter/:roleType/:userId", page("counseling-filter-page")),
    route("private/setCounselingSchoolsType/student/:username", page("set-schools-type-page")),
    route("private/counseling/:id/detail", page("class-detail-page")),
    route("private/counseling/:id/info", page("class-info-page")),
    route("private/counseling/student/:username", page("counseling-student-page")),
    route("counseling/*", page("counseling-prefix-redirect-page")),
  ],
};
