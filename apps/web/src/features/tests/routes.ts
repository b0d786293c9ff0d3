import { route } from "@react-router/dev/routes";
import type { FeatureRoutes } from "../../app/feature-routes";

const page = (name: string) => `features/tests/pages/${name}.tsx`;

/**
 * Taking tests (spec 03 §2 Tests, issue 32's first web slice): the forms, the taking screen (start by
 * ?form=, resume by ?attempt=), a result (at /tests/results and at the spec's /{testType}/result: one page
 * module, two route ids) and the reader's own attempts. Signed-in; what each person may take is the server's.
 */
export const testsRoutes: FeatureRoutes = {
  signedIn: [
    route("tests", page("tests-page")),
    route("tests/start", page("take-test-page")),
    route("tests/results", page("results-page"), { id: "tests-results" }),
    route(":testType/result", page("results-page"), { id: "tests-result-by-type" }),
    route("my-tests", page("my-tests-page")),
  ],
};
