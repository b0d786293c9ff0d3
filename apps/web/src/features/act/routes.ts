import { route } from "@react-router/dev/routes";
import type { FeatureRoutes } from "../../app/feature-routes";

const page = (name: string) => `features/act/pages/${name}.tsx`;

/**
 * ACT (spec 03 §2 Tests, ACT line and the answer-sheet addresses; issue 32): the home (ACT forms and my
 * attempts), taking one on the engine's screen, the history with scores, a submitted attempt's questions
 * with explanations, and the answer sheet (at /sat/answers and /act/answers: one page module, two route
 * ids). Signed-in; who may read which attempt is the server's.
 */
export const actRoutes: FeatureRoutes = {
  signedIn: [
    route("act", page("act-home-page")),
    route("act/test", page("act-test-page")),
    route("act/history", page("act-history-page")),
    route("act/Explanations", page("explanations-page")),
    route("sat/answers", page("answers-page"), { id: "answers-sat" }),
    route("act/answers", page("answers-page"), { id: "answers-act" }),
  ],
};
