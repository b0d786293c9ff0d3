import { sessionClassEndpoints } from "@edu/shared";
import type { CounselingSubtask, CounselingTask, MeetingLog } from "@edu/shared/counseling-tasks";
import type { StubCall } from "../../../test/fetch-stub-kit";
import { fillAnswer } from "../../../test/fill-answer";
import { on } from "../../../test/stub-endpoints";
import {
  aStudentRow,
  closePage,
  openPage,
  pageOf,
  STUDENT,
  sent,
  studentsStub,
} from "../../counseling-profile/test/workspace-page-kit";

export { aStudentRow, closePage, openPage, pageOf, STUDENT, sent, studentsStub };

export const COUNSELOR = { id: 9, username: "chen", first_name: "老師", last_name: "陳" };
export const CLASS_ID = 77;

/** A row of GET counseling-profiles as a counselor (or `as`) reads it. */

export function aSubtask(patch: Partial<CounselingSubtask> = {}): CounselingSubtask {
  return {
    id: 301,
    task_id: 201,
    title: "Draft the Why-Berkeley essay",
    description: "",
    status: "unfinished",
    due_date: "2026-12-01",
    position: 0,
    created_at: "2026-11-01T08:00:00.000Z",
    updated_at: "2026-11-01T08:00:00.000Z",
    ...patch,
  };
}

/** A counselor's task of 王美玲 as the counselor reads it: no subtasks, long past due. */
export function aTask(patch: Partial<CounselingTask> = {}): CounselingTask {
  return {
    id: 201,
    student: { id: STUDENT.id, username: STUDENT.username, name: "王美玲" },
    session_class_id: CLASS_ID,
    title: "Finish the UC application",
    description: "",
    status: "unfinished",
    status_from_subtasks: 0,
    due_date: "2020-01-15",
    assignee: { id: STUDENT.id, name: "王美玲" },
    created_by: { id: COUNSELOR.id, name: "陳老師" },
    subtasks: [],
    can_edit: 1,
    can_set_status: 1,
    created_at: "2026-11-01T08:00:00.000Z",
    updated_at: "2026-11-01T08:00:00.000Z",
    ...patch,
  };
}

export function aMeetingLog(patch: Partial<MeetingLog> = {}): MeetingLog {
  return {
    id: 601,
    session_class_id: CLASS_ID,
    meeting_date: "2026-11-20",
    attendees: [
      { id: STUDENT.id, name: "王美玲" },
      { id: COUNSELOR.id, name: "陳老師" },
    ],
    notes: "<p>Talked about the school list.</p>",
    next_steps: ["Ask two teachers for letters"],
    written_by: { id: COUNSELOR.id, name: "陳老師" },
    can_edit: 1,
    created_at: "2026-11-20T08:00:00.000Z",
    updated_at: "2026-11-20T08:00:00.000Z",
    ...patch,
  };
}

/** GET session-classes/77: the counseling class with 陳老師 teaching and 王美玲 placed. */
export const classStub = () =>
  on(
    sessionClassEndpoints.getSessionClass,
    fillAnswer(sessionClassEndpoints.getSessionClass, {
      session_class: { id: CLASS_ID, teachers: [COUNSELOR], tas: [] },
      students: [{ student_user_id: STUDENT.id, student: STUDENT }],
    }),
  );

/** A query parameter of the first such request. */
export const queryOf = (calls: readonly StubCall[], path: string, name: string) =>
  new URL(sent(calls, "GET", path)[0]?.url ?? "", "http://x").searchParams.get(name);

/** The answer of POST/PATCH counseling-subtask. */
export const savedSubtask = (data: CounselingSubtask, taskStatus: CounselingTask["status"]) => ({
  message: "Saved",
  data,
  task_status: taskStatus,
});
