import { route } from "@react-router/dev/routes";
import type { FeatureRoutes } from "../../app/feature-routes";

const page = (name: string) => `features/counseling-tasks/pages/${name}.tsx`;

/**
 * A student's tasks and subtasks and a counseling class's meeting logs (spec 03 §2 Counseling, under
 * /private): by username or by counseling class id, the class's subtasks and meeting logs by class only.
 * Signed-in routes; who may see the student is the server's answer (anyone else reads "not found").
 * `student/…` and `subtasks/create`, `subtasks/edit/…` are fixed segments, ranked above the parameters.
 */
export const counselingTasksRoutes: FeatureRoutes = {
  signedIn: [
    route("private/counseling/student/:username/tasks", page("tasks-page"), {
      id: "counseling-tasks-by-student",
    }),
    route("private/counseling/:id/tasks", page("tasks-page"), { id: "counseling-tasks-by-class" }),
    route("private/counseling/:id/subtasks", page("subtasks-page"), { id: "counseling-subtasks-by-class" }),
    route("private/counseling/student/:username/subtasks/create", page("subtask-create-page"), {
      id: "counseling-subtask-create-by-student",
    }),
    route("private/counseling/:id/subtasks/create", page("subtask-create-page"), {
      id: "counseling-subtask-create-by-class",
    }),
    route("private/counseling/student/:username/subtasks/:subtaskId", page("subtask-page"), {
      id: "counseling-subtask-by-student",
    }),
    route("private/counseling/:id/subtasks/:subtaskId", page("subtask-page"), {
      id: "counseling-subtask-by-class",
    }),
    route("private/counseling/student/:username/subtasks/edit/:subtaskId", page("subtask-edit-page"), {
      id: "counseling-subtask-edit-by-student",
    }),
    route("private/counseling/:id/subtasks/edit/:subtaskId", page("subtask-edit-page"), {
      id: "counseling-subtask-edit-by-class",
    }),
    route("private/counseling/:id/meetingLogs", page("meeting-logs-page"), {
      id: "counseling-meeting-logs",
    }),
  ],
};
