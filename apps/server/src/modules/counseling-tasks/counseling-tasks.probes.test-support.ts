import { counselingTaskEndpoints } from "@edu/shared/counseling-tasks";
import { defineProbes, EMPTY_BODY } from "../../../test/permissions/probe-kit";

/**
 * The demo's Ethan (`student`) has tasks in his counseling class taught by `teacher`; `parent` is his
 * mother (reads them). Staff and the test editor have no link to him: 404, as for any student they may
 * not see. Single rows and writes are sent with an id or body that fails validation (422) once the caller
 * is let in, so the demo rows other probes read stay; who may do what is tested role by role in
 * counseling-tasks-roles.test.ts.
 */
const NOT_AN_ID = 0;

export const counselingTasksProbes = defineProbes(counselingTaskEndpoints, {
  listCounselingTasks: {
    allowed: 200,
    refused: { staff: 404, "test-editor": 404 },
    request: (f) => ({ url: `/api/counseling-tasks?student_user_id=${f.users.student}` }),
  },
  getCounselingTask: { allowed: 422, request: () => ({ url: `/api/counseling-task/${NOT_AN_ID}` }) },
  createCounselingTask: { allowed: 422, request: () => EMPTY_BODY },
  updateCounselingTask: {
    allowed: 422,
    request: () => ({ url: `/api/counseling-task/${NOT_AN_ID}`, body: {} }),
  },
  deleteCounselingTask: { allowed: 422, request: () => ({ url: `/api/counseling-task/${NOT_AN_ID}` }) },
  getCounselingSubtask: { allowed: 422, request: () => ({ url: `/api/counseling-subtask/${NOT_AN_ID}` }) },
  createCounselingSubtask: { allowed: 422, request: () => EMPTY_BODY },
  updateCounselingSubtask: {
    allowed: 422,
    request: () => ({ url: `/api/counseling-subtask/${NOT_AN_ID}`, body: {} }),
  },
  deleteCounselingSubtask: {
    allowed: 422,
    request: () => ({ url: `/api/counseling-subtask/${NOT_AN_ID}` }),
  },
  listCounselingMeetingLogs: {
    allowed: 422,
    request: () => ({ url: `/api/counseling-meeting-logs?session_class_id=${NOT_AN_ID}` }),
  },
  getCounselingMeetingLog: {
    allowed: 422,
    request: () => ({ url: `/api/counseling-meeting-log/${NOT_AN_ID}` }),
  },
  createCounselingMeetingLog: { allowed: 422, request: () => EMPTY_BODY },
  updateCounselingMeetingLog: {
    allowed: 422,
    request: () => ({ url: `/api/counseling-meeting-log/${NOT_AN_ID}`, body: {} }),
  },
  deleteCounselingMeetingLog: {
    allowed: 422,
    request: () => ({ url: `/api/counseling-meeting-log/${NOT_AN_ID}` }),
  },
});
