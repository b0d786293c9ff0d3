import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { counselingWorld } from "../../../test/helpers/counseling-world";
import { auditLog } from "../audit/audit.table";
import { todoMembers, todos } from "../todos/todos.table";
import { runCounselingTaskDueOnce } from "./counseling-task-due";
import { counselingTasks } from "./counseling-tasks.table";

let world: Awaited<ReturnType<typeof counselingWorld>>;
type Who = "student" | "counselor" | "admin" | "parent";
const call = (who: Who, method: "GET" | "POST" | "PATCH" | "DELETE", url: string, payload?: object) =>
  world.app.inject({ method, url, headers: world.auth[who], ...(payload ? { payload } : {}) });
const newTask = async (who: Who, fields: object = {}) => {
  const res = await call(who, "POST", "/api/counseling-task", {
    student_user_id: world.ids.student,
    title: "Task",
    ...fields,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; status: string; session_class_id: number };
};

beforeAll(async () => {
  world = await counselingWorld();
}, 60_000);
afterAll(() => world.ctx.close());

describe("tasks and subtasks", () => {
  it("creates a task in the student's counseling class, sanitizes its description and audits it", async () => {
    const res = await call("counselor", "POST", "/api/counseling-task", {
      student_user_id: world.ids.student,
      title: "  Personal essay ",
      description: '<p onclick="x()">Draft <script>alert(1)</script><b>now</b></p>',
      due_date: "2026-10-01",
      assignee_user_id: world.ids.counselor,
    });
    expect(res.statusCode).toBe(200);
    const task = res.json().data;
    expect(task).toMatchObject({
      title: "Personal essay",
      status: "unfinished",
      status_from_subtasks: 0,
      session_class_id: world.counselingClassId,
      student: { id: world.ids.student, name: "黃宇恩" },
      assignee: { id: world.ids.counselor, name: "Emily Wang" },
      can_edit: 1,
    });
    expect(task.description).not.toMatch(/script|onclick/);
    expect(task.description).toContain("<strong>now</strong>");
    const audit = await world.ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(task.id)));
    expect(audit.map((row) => row.action)).toContain("counseling_task.created");
  });

  it("refuses bad input with field errors and writes nothing", async () => {
    const before = await world.ctx.database.db.select().from(counselingTasks);
    for (const [body, field] of [
      [{ student_user_id: world.ids.student, title: "" }, "title"],
      [{ student_user_id: world.ids.student, title: "a\u0000b" }, "title"],
      [{ student_user_id: world.ids.student, title: "x", status: "done" }, "status"],
      [{ student_user_id: world.ids.student, title: "x", due_date: "2026-13-40" }, "due_date"],
      [
        { student_user_id: world.ids.student, title: "x", assignee_user_id: world.ids.otherTeacher },
        "assignee_user_id",
      ],
      [{ student_user_id: world.ids.student, title: "x", session_class_id: 999_999 }, "session_class_id"],
    ] as const) {
      const res = await call("counselor", "POST", "/api/counseling-task", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.json().errors ?? res.json().field_errors ?? {})).toContain(field);
    }
    expect(await world.ctx.database.db.select().from(counselingTasks)).toHaveLength(before.length);
  });

  it("a task with subtasks takes its status from them, in order", async () => {
    const task = await newTask("counselor");
    const add = (title: string, extra: object = {}) =>
      call("counselor", "POST", "/api/counseling-subtask", { task_id: task.id, title, ...extra });
    const first = (await add("Choose a prompt")).json();
    expect(first.task_status).toBe("unfinished");
    const second = (await add("Write the draft", { position: 0 })).json();
    const finish = await call("student", "PATCH", `/api/counseling-subtask/${first.data.id}`, {
      status: "finished",
    });
    expect(finish.json().task_status).toBe("processing");
    const read = (await call("parent", "GET", `/api/counseling-task/${task.id}`)).json();
    expect(read.subtasks.map((s: { title: string }) => s.title)).toEqual([
      "Write the draft",
      "Choose a prompt",
    ]);
    expect(read).toMatchObject({
      status: "processing",
      status_from_subtasks: 1,
      can_edit: 0,
      can_set_status: 0,
    });
    // The status of a task with subtasks is theirs to give.
    const direct = await call("counselor", "PATCH", `/api/counseling-task/${task.id}`, {
      status: "finished",
    });
    expect(direct.statusCode).toBe(422);
    const done = await call("student", "PATCH", `/api/counseling-subtask/${second.data.id}`, {
      status: "finished",
    });
    expect(done.json().task_status).toBe("finished");
    await call("counselor", "DELETE", `/api/counseling-subtask/${second.data.id}`);
    await call("counselor", "PATCH", `/api/counseling-subtask/${first.data.id}`, { status: "unfinished" });
    expect((await call("student", "GET", `/api/counseling-task/${task.id}`)).json().status).toBe(
      "unfinished",
    );
  });

  it("the student changes only the status of a counselor's task, everything of their own", async () => {
    const theirs = await newTask("counselor", { title: "Counselor's" });
    const title = await call("student", "PATCH", `/api/counseling-task/${theirs.id}`, { title: "Mine now" });
    expect(title.statusCode).toBe(403);
    const status = await call("student", "PATCH", `/api/counseling-task/${theirs.id}`, {
      status: "processing",
    });
    expect(status.json().data).toMatchObject({ status: "processing", title: "Counselor's" });
    const own = await newTask("student", { title: "Mine" });
    const edit = await call("student", "PATCH", `/api/counseling-task/${own.id}`, { title: "Still mine" });
    expect(edit.json().data).toMatchObject({ title: "Still mine", can_edit: 1 });
    const sub = await call("student", "POST", "/api/counseling-subtask", { task_id: own.id, title: "Step" });
    expect(sub.statusCode).toBe(200);
    const subOnTheirs = await call("student", "POST", "/api/counseling-subtask", {
      task_id: theirs.id,
      title: "x",
    });
    expect(subOnTheirs.statusCode).toBe(403);
  });

  it("lists by student with filters: status, assignee, due before", async () => {
    const due = await newTask("counselor", { title: "Due early", due_date: "2020-01-05" });
    await newTask("counselor", { title: "Due late", due_date: "2099-01-05" });
    const res = await call(
      "parent",
      "GET",
      `/api/counseling-tasks?student_user_id=${world.ids.student}&due_before=2020-02-01`,
    );
    expect(res.json().data.map((t: { id: number }) => t.id)).toEqual([due.id]);
    const none = await call(
      "counselor",
      "GET",
      `/api/counseling-tasks?student_user_id=${world.ids.student}&status=finished&assignee_user_id=${world.ids.admin}`,
    );
    expect(none.json().data).toEqual([]);
    expect((await call("counselor", "GET", "/api/counseling-tasks")).statusCode).toBe(422);
  });
});

describe("a due task opens a to-do once", () => {
  const at = (iso: string) => new Date(iso);
  const dueTodos = () =>
    world.ctx.database.db.select().from(todos).where(like(todos.sourceKey, "event:counseling-task-due:%"));

  it("on its school day, unfinished; not twice, not when finished; again at a moved date", async () => {
    const db = world.ctx.database.db;
    await db.delete(counselingTasks);
    const open = await newTask("counselor", { title: "Recommendations", due_date: "2026-03-10" });
    const finished = await newTask("counselor", {
      title: "Done early",
      due_date: "2026-03-10",
      status: "finished",
    });
    // 23:30 UTC on the 9th is already the 10th in Taipei.
    expect(
      await runCounselingTaskDueOnce(db, at("2026-03-09T15:00:00Z"), { timeZone: "Asia/Taipei" }),
    ).toEqual({ opened: 0 });
    expect(
      await runCounselingTaskDueOnce(db, at("2026-03-09T23:30:00Z"), { timeZone: "Asia/Taipei" }),
    ).toEqual({ opened: 1 });
    expect(
      await runCounselingTaskDueOnce(db, at("2026-03-11T02:00:00Z"), { timeZone: "Asia/Taipei" }),
    ).toEqual({ opened: 0 });
    const [todo] = await dueTodos();
    expect(todo?.sourceKey).toBe(`event:counseling-task-due:${open.id}:2026-03-10`);
    expect(todo?.url).toBe(`/private/counseling/${world.counselingClassId}/tasks`);
    expect(todo?.title).toMatch(/Recommendations/);
    expect(todo?.title).toMatch(/黃宇恩/);
    expect(todo?.title).toMatch(/Emily Wang/);
    const members = await db
      .select()
      .from(todoMembers)
      .where(eq(todoMembers.todoId, todo?.id ?? 0));
    expect(members.map((m) => m.userId)).toEqual([world.ids.admin]);
    expect(finished.status).toBe("finished");
    // Moved to a later date: it falls due once more then.
    await call("counselor", "PATCH", `/api/counseling-task/${open.id}`, { due_date: "2026-03-20" });
    expect(
      await runCounselingTaskDueOnce(db, at("2026-03-12T02:00:00Z"), { timeZone: "Asia/Taipei" }),
    ).toEqual({ opened: 0 });
    expect(
      await runCounselingTaskDueOnce(db, at("2026-03-20T02:00:00Z"), { timeZone: "Asia/Taipei" }),
    ).toEqual({ opened: 1 });
    expect(await dueTodos()).toHaveLength(2);
    // Two processes at once: the rows are claimed once.
    await newTask("counselor", { title: "Twice?", due_date: "2026-04-01" });
    const both = await Promise.all([
      runCounselingTaskDueOnce(db, at("2026-04-01T02:00:00Z")),
      runCounselingTaskDueOnce(db, at("2026-04-01T02:00:00Z")),
    ]);
    expect(both[0].opened + both[1].opened).toBe(1);
  });
});

describe("meeting logs", () => {
  it("a counselor writes one with the class's people; notes sanitized; others refused with field errors", async () => {
    const res = await call("counselor", "POST", "/api/counseling-meeting-log", {
      session_class_id: world.counselingClassId,
      meeting_date: "2026-09-01",
      attendee_user_ids: [world.ids.counselor, world.ids.student, world.ids.parent, world.ids.student],
      notes: "<p>List <img src=x onerror=alert(1)>reviewed</p>",
      next_steps: ["Draft essay", "Ask for recommendations"],
    });
    expect(res.statusCode, res.body).toBe(200);
    const log = res.json().data;
    expect(log.attendees.map((a: { name: string }) => a.name)).toEqual(["Emily Wang", "黃宇恩", "黃珮君"]);
    expect(log.notes).not.toMatch(/onerror/);
    expect(log.next_steps).toEqual(["Draft essay", "Ask for recommendations"]);
    const stranger = await call("counselor", "POST", "/api/counseling-meeting-log", {
      session_class_id: world.counselingClassId,
      meeting_date: "2026-09-01",
      attendee_user_ids: [world.ids.otherParent],
    });
    expect(stranger.statusCode).toBe(422);
    const badStep = await call("admin", "PATCH", `/api/counseling-meeting-log/${log.id}`, {
      next_steps: ["a\u0007"],
    });
    expect(badStep.statusCode).toBe(422);
    const moved = await call("admin", "PATCH", `/api/counseling-meeting-log/${log.id}`, {
      meeting_date: "2026-09-02",
    });
    expect(moved.json().data).toMatchObject({ meeting_date: "2026-09-02", next_steps: log.next_steps });
    const list = await call(
      "parent",
      "GET",
      `/api/counseling-meeting-logs?session_class_id=${world.counselingClassId}`,
    );
    expect(list.json().data[0]).toMatchObject({ id: log.id, can_edit: 0 });
  });
});
