import { route } from "@react-router/dev/routes";
import type { FeatureRoutes } from "../../app/feature-routes";

const page = (name: string) => `features/test-authoring/pages/${name}.tsx`;
const section = "tests/:testType/test/:testTypeId/section/:sectionId";

/**
 * Authoring tests (spec 03 §2 Tests, issue 32): the forms list, a form's settings and tree, a section with
 * its modules and questions, a question (in its section, from the bank, or new), one answer choice, a
 * passage, and the question bank. `testType` is sat, act, toefl or custom; `testTypeId` a form's id;
 * `sectionId` and `passageId` keys in the form; `questionId` an item key in a section's address and
 * `<formId>-<itemKey>` at /tests/{testType}/{questionId}; `answerId` a choice key. Signed-in; the server
 * decides who may read (teachers) and change (test editors, staff, admins).
 */
export const testAuthoringRoutes: FeatureRoutes = {
  signedIn: [
    route("tests/list", page("forms-list-page")),
    route("tests/:testType/edit/test", page("form-edit-page")),
    route(section, page("section-page")),
    route(`${section}/question/:questionId`, page("question-page"), { id: "authoring-section-question" }),
    route(`${section}/passage/create`, page("passage-page"), { id: "authoring-passage-create" }),
    route(`${section}/passage/:passageId`, page("passage-page"), { id: "authoring-passage" }),
    route("tests/:testType/question/create", page("question-page"), { id: "authoring-question-create" }),
    route("tests/:testType/:questionId", page("question-page"), { id: "authoring-question" }),
    route("tests/:testType/:questionId/:answerId", page("choice-page")),
    route("questions", page("question-bank-page")),
    route("questions/add", page("question-add-page")),
  ],
};
