import { route } from "@react-router/dev/routes";
import type { FeatureRoutes } from "../../app/feature-routes";

const page = (name: string) => `features/toefl/pages/${name}.tsx`;

/**
 * TOEFL (spec 03 §2 Tests, TOEFL lines; issue 32): the home (forms and my sittings), choosing a mock with
 * the system and microphone check first, taking it on the engine's screen, transcripts (one, a list, a
 * best-of combination) and grading speaking and writing. Signed-in; who may see what is the server's.
 */
export const toeflRoutes: FeatureRoutes = {
  signedIn: [
    route("toefl", page("toefl-home-page")),
    route("toefl/setTest", page("set-test-page")),
    route("toefl/test", page("toefl-test-page")),
    route("toefl/testresults", page("test-results-page")),
    route("toefl/testresults/combine", page("combine-page")),
    route("toefl/transcript", page("transcript-page")),
    route("toefl/resolve", page("resolve-page")),
  ],
};
