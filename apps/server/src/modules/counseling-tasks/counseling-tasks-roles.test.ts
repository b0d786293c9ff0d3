import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  COUNSELING_READ,
  counselingWorld,
  TABLE_CALLERS,
  type TableCaller,
} from "../../../test/helpers/counseling-world";

/**
 * Route × role (issue 31 "Must show"): the student creates their own tasks and sets the status of all
 * of theirs; the linked parent reads; the counselor of the student's counseling class and super-admin do
 * everything; another parent, a teacher who is not a counselor, staff get 404 (an id tells nothing);
 * nobody signed in gets 401. Meeting logs: counselors and super-admin write, the student and parent read.
 */
let world: Awaited<ReturnType<typeof counselingWorld>>;
let taskId: number;
let subtaskId: number;
let logId: number;

type Who = TableCaller;
const WHO = TABLE_CALLERS;
const headers = (who: Who) => (who === "anonymous" ? {} : world.auth[who]);
const call = (who: Who, method: "GET" | "POST" | "PATCH" | "DELETE", url: string, payload?: object) =>
  world.app.inject({ method, url, headers: headers(who), ...(payload ? { payload } : {}) });

const READ = COUNSELING_READ;
/** Creating a task for the student, setting a status. */
const STUDENT_WRITE: Record<Who, number> = { ...READ, parent: 403 };
/** Changing a counselor's task beyond its status; meeting log writes. */
const COUNSELOR_WRITE: Record<Who, number> = { ...READ, parent: 403, student: 403 };

beforeAll(async () => {
  world = await counselingWorld();
  const task = await call("counselor", "POST", "/api/counseling-task", {
    student_user_id: world.ids.student,
    title: "Personal essay",
    due_date: "2026-10-01",
    assignee_user_id: world.ids.student,
  });
  taskId = task.json().data.id;
  const sub = await call("counselor", "POST", "/api/counseling-subtask", { task_id: taskId, title: "Draft" });
  subtaskId = sub.json().data.id;
  const log = await call("counselor", "POST", "/api/counseling-meeting-log", {
    session_class_id: world.counselingClassId,
    meeting_date: "2026-09-01",
    attendee_user_ids: [world.ids.counselor, world.ids.student],
  });
  logId = log.json().data.id;
}, 60_000);
afterAll(() => world.ctx.close());

describe("tasks route × role", () => {
  it.each(WHO)("%s reads the list, a task and a subtask as the table says", async (who) => {
    for (const url of [
      `/api/counseling-tasks?student_user_id=${world.ids.student}`,
      `/api/counseling-task/${taskId}`,
      `/api/counseling-subtask/${subtaskId}`,
    ]) {
      expect((await call(who, "GET", url)).statusCode, `${who} ${url}`).toBe(READ[who]);
    }
  });

  it.each(WHO)("%s sets statuses, edits, adds and removes as the table says", async (who) => {
    // Each caller works on a task and subtask of its own, made by the counselor.
    const task = await call("counselor", "POST", "/api/counseling-task", {
      student_user_id: world.ids.student,
      title: "Personal essay",
    });
    const ownTaskId = task.json().data.id;
    const sub = await call("counselor", "POST", "/api/counseling-subtask", {
      task_id: ownTaskId,
      title: "Draft",
    });
    const ownSubtaskId = sub.json().data.id;

    const status = await call(who, "PATCH", `/api/counseling-subtask/${ownSubtaskId}`, {
      status: "processing",
    });
    expect(status.statusCode, `${who} subtask status`).toBe(STUDENT_WRITE[who]);
    const title = await call(who, "PATCH", `/api/counseling-task/${ownTaskId}`, { title: `Essay (${who})` });
    expect(title.statusCode, `${who} title`).toBe(COUNSELOR_WRITE[who]);
    const add = await call(who, "POST", "/api/counseling-task", {
      student_user_id: world.ids.student,
      title: `Task by ${who}`,
    });
    expect(add.statusCode, `${who} add`).toBe(STUDENT_WRITE[who]);
    const removeTheirs = await call(who, "DELETE", `/api/counseling-task/${ownTaskId}`);
    expect(removeTheirs.statusCode, `${who} delete counselor's`).toBe(
      who === "counselor" || who === "admin" ? 200 : COUNSELOR_WRITE[who],
    );
    if (add.statusCode !== 200) return;
    const removed = await call(who, "DELETE", `/api/counseling-task/${add.json().data.id}`);
    expect(removed.statusCode, `${who} deletes their own`).toBe(200);
  });

  it("a class list shows only the tasks of students the caller may see", async () => {
    const url = `/api/counseling-tasks?session_class_id=${world.counselingClassId}`;
    const counselor = await call("counselor", "GET", url);
    expect(counselor.json().data.length).toBeGreaterThan(0);
    const student = await call("student", "GET", url);
    expect(student.json().data.length).toBe(counselor.json().data.length);
    expect((await call("staff", "GET", url)).statusCode).toBe(404);
    expect((await call("otherParent", "GET", url)).statusCode).toBe(404);
  });
});

describe("meeting logs route × role", () => {
  it.each(WHO)("%s reads and writes the class's meeting logs as the table says", async (who) => {
    const list = await call(
      who,
      "GET",
      `/api/counseling-meeting-logs?session_class_id=${world.counselingClassId}`,
    );
    expect(list.statusCode, `${who} list`).toBe(READ[who]);
    expect((await call(who, "GET", `/api/counseling-meeting-log/${logId}`)).statusCode, `${who} get`).toBe(
      READ[who],
    );
    const patch = await call(who, "PATCH", `/api/counseling-meeting-log/${logId}`, { next_steps: [who] });
    expect(patch.statusCode, `${who} patch`).toBe(COUNSELOR_WRITE[who]);
    const add = await call(who, "POST", "/api/counseling-meeting-log", {
      session_class_id: world.counselingClassId,
      meeting_date: "2026-09-08",
    });
    expect(add.statusCode, `${who} add`).toBe(COUNSELOR_WRITE[who]);
    if (add.statusCode !== 200) return;
    expect((await call(who, "DELETE", `/api/counseling-meeting-log/${add.json().data.id}`)).statusCode).toBe(
      200,
    );
  });
});
