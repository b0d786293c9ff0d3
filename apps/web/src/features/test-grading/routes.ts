import { route } from "@react-router/dev/routes";
import type { FeatureRoutes } from "../../app/feature-routes";

const page = (name: string) => `features/test-grading/pages/${name}.tsx`;

/**
 * Assigning, grading and paper tests (spec 03 §2 Tests): the papers (a list and by folder), assigning, the
 * grading lists (all, ACT, SAT, private lessons: one page module, four route ids), adding students, grading
 * one attempt, the proctor's timer, paper tests and their download page. Signed-in; who may do what is the
 * server's (pages say so when it refuses).
 */
export const testGradingRoutes: FeatureRoutes = {
  signedIn: [
    route("get-tests", page("papers-page")),
    route("get-folder", page("folder-page")),
    route("tests/setTest", page("set-test-page")),
    route("tests/grading", page("grading-page"), { id: "test-grading-all" }),
    route("tests/grading/act", page("grading-page"), { id: "test-grading-act" }),
    route("tests/grading/sat", page("grading-page"), { id: "test-grading-sat" }),
    route("tests/grading/private", page("grading-page"), { id: "test-grading-private" }),
    route("tests/grading/addstudents", page("add-students-page")),
    route("tests/grading/exam", page("exam-page")),
    route("tests/timer", page("timer-page")),
    route("tests/file", page("files-page")),
    route("tests/start/download/:fileToken", page("download-page")),
  ],
};
