import { route } from "@react-router/dev/routes";
import type { FeatureRoutes } from "../../app/feature-routes";

const page = (name: string) => `features/analysis/pages/${name}.tsx`;

/**
 * The analysis pages (issue 33; spec 01 §2): /analysis with its sat, act and toefl tabs (one student, by
 * ?student=), /session-classes/analysis (a class, by ?class=), its detail (one form, ?class=&form=) and
 * onlineSATdetail (one online student, ?student=), and /online-sat. Query parameters, not path ones: the
 * spec's addresses carry none.
 */
export const analysisRoutes: FeatureRoutes = {
  signedIn: [
    route("analysis", page("analysis-page")),
    route("analysis/sat", page("analysis-page"), { id: "analysis-sat" }),
    route("analysis/act", page("analysis-page"), { id: "analysis-act" }),
    route("analysis/toefl", page("analysis-page"), { id: "analysis-toefl" }),
    route("session-classes/analysis", page("class-analysis-page")),
    route("session-classes/analysis/detail", page("class-form-analysis-page")),
    route("session-classes/analysis/onlineSATdetail", page("online-sat-detail-page")),
    route("online-sat", page("online-sat-page")),
  ],
};
