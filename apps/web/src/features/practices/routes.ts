import { route } from "@react-router/dev/routes";
import type { FeatureRoutes } from "../../app/feature-routes";

const page = (name: string) => `features/practices/pages/${name}.tsx`;

/**
 * Practices and full practices (spec 03 §2 Practices, issue 33). The spec's addresses, and for the full
 * practice's section, BreakTime, result and results screens (not shown there) addresses in the same style.
 * Signed-in; who may open, take or edit each practice is the server's.
 */
export const practicesRoutes: FeatureRoutes = {
  signedIn: [
    route("practices", page("practices-page")),
    route("practice/:practiceId", page("practice-start-page")),
    route(
      "practice/:practiceId/userExam/:userExamId/question/:questionOrder",
      page("practice-question-page"),
    ),
    route("practice/:practiceId/results", page("practice-results-page")),
    route("practice/:practiceId/userExam/:userExamId/result", page("practice-result-page")),
    route("practices/:practiceId/edit", page("practice-edit-page")),
    route("practices/:practiceId/addQuestions", page("add-questions-page")),
    route("fullPractice/:fullPracticeId", page("full-practice-start-page")),
    route("fullPractices/:fullPracticeId/edit", page("full-practice-edit-page")),
    route("practices/:fullPracticeId/addPractices", page("add-practices-page")),
    route(
      "fullPractice/:fullPracticeId/userExam/:userExamId/section/:sectionOrder",
      page("full-practice-section-page"),
    ),
    route(
      "fullPractice/:fullPracticeId/userExam/:userExamId/breakTime/:sectionOrder",
      page("full-practice-break-page"),
    ),
    route("fullPractice/:fullPracticeId/userExam/:userExamId/result", page("full-practice-result-page")),
    route("fullPractice/:fullPracticeId/results", page("full-practice-results-page")),
  ],
};
