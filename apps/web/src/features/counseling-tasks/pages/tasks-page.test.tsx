import { counselingTaskEndpoints } from "@edu/shared/counseling-tasks";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { on } from "../../../test/stub-endpoints";
import { pick } from "../test/pick";
import {
  aStudentRow,
  aSubtask,
  aTask,
  classStub,
  closePage,
  openPage,
  pageOf,
  queryOf,
  sent,
  studentsStub,
} from "../test/tasks-kit";
import TasksPage from "./tasks-page";

afterEach(closePage);

const BY_STUDENT = "/private/counseling/student/:username/tasks";
const BY_CLASS = "/private/counseling/:id/tasks";
const WITH_SUBTASKS = aTask({
  id: 202,
  title: "Essays",
  status: "processing",
  status_from_subtasks: 1,
  due_date: "2099-01-01",
  assignee: null,
  subtasks: [
    aSubtask({ id: 301, task_id: 202, title: "Personal statement", status: "finished" }),
    aSubtask({ id: 302, task_id: 202, title: "Why Berkeley", status: "unfinished", due_date: "2020-02-01" }),
  ],
});
const list = (tasks = [aTask(), WITH_SUBTASKS]) =>
  on(counselingTaskEndpoints.listCounselingTasks, (request) =>
    pageOf(
      tasks.filter((task) => !request.query.get("status") || task.status === request.query.get("status")),
    ),
  );

describe("tasks page", { timeout: 20_000 }, () => {
  it("lists tasks with status, due date (overdue in words), assignee and progress, and filters by status", async () => {
    const { calls } = openPage(<TasksPage />, BY_STUDENT, "/private/counseling/student/meiling/tasks", [
      studentsStub(),
      list(),
      classStub(),
    ]);
    expect(await screen.findByRole("heading", { level: 1, name: "Tasks" })).toBeTruthy();
    const uc = await screen.findByTestId("task-201");
    expect(within(uc).getByText("Overdue")).toBeTruthy();
    expect(within(uc).getByText("Due 2020-01-15")).toBeTruthy();
    expect(within(uc).getByText("Assignee: 王美玲")).toBeTruthy();
    const essays = screen.getByTestId("task-202");
    expect(within(essays).getByText("1 of 2 subtasks finished")).toBeTruthy();
    expect(within(essays).getByText("Assignee: Nobody in particular")).toBeTruthy();
    // Not overdue itself (due 2099), but its late subtask is marked.
    expect(within(within(essays).getByTestId("subtask-302")).getByText("Overdue")).toBeTruthy();
    expect(within(within(essays).getByTestId("subtask-301")).queryByText("Overdue")).toBeNull();
    expect(within(essays).getByRole("link", { name: "Why Berkeley" }).getAttribute("href")).toBe(
      "/private/counseling/student/meiling/subtasks/302",
    );
    expect(queryOf(calls, "/api/counseling-tasks", "student_user_id")).toBe("41");
    // A task whose status follows its subtasks offers no status of its own.
    expect(within(essays).queryByRole("combobox", { name: "Status of Essays" })).toBeNull();

    fireEvent.click(screen.getByRole("radio", { name: "Finished" }));
    expect(await screen.findByText("No tasks with this status. Choose another status or All.")).toBeTruthy();
    expect(sent(calls, "GET", "/api/counseling-tasks").some((c) => c.url.includes("status=finished"))).toBe(
      true,
    );
  });

  it("creates a task and changes a task's status", async () => {
    const user = userEvent.setup();
    const created: unknown[] = [];
    const patched: unknown[] = [];
    openPage(<TasksPage />, BY_CLASS, "/private/counseling/77/tasks", [
      studentsStub(),
      list([aTask()]),
      classStub(),
      on(counselingTaskEndpoints.createCounselingTask, (request) => {
        created.push(request.body);
        return { message: "Saved", data: aTask({ id: 203, title: "Ask for letters" }) };
      }),
      on(counselingTaskEndpoints.updateCounselingTask, (request) => {
        patched.push({ id: request.params.id, body: request.body });
        return { message: "Saved", data: aTask({ status: "processing" }) };
      }),
    ]);
    await screen.findByTestId("task-201");
    await pick("Status of Finish the UC application", "In progress");
    await expect.poll(() => patched).toEqual([{ id: "201", body: { status: "processing" } }]);

    fireEvent.click(screen.getByRole("button", { name: "New task" }));
    fireEvent.click(screen.getByRole("button", { name: "Create" }));
    expect(await screen.findByText("Please enter a title.")).toBeTruthy();
    expect(created).toEqual([]);
    await user.type(screen.getByRole("textbox", { name: /^Title/ }), "Ask for letters");
    await user.type(screen.getByRole("textbox", { name: /^Due date/ }), "2026-12-20");
    await pick("Assignee", "陳老師 (counselor)");
    fireEvent.click(screen.getByRole("button", { name: "Create" }));
    await expect.poll(() => created).toHaveLength(1);
    expect(created[0]).toMatchObject({
      student_user_id: 41,
      session_class_id: 77,
      title: "Ask for letters",
      due_date: "2026-12-20",
      assignee_user_id: 9,
      status: "unfinished",
    });
    await waitFor(() => expect(screen.queryByRole("button", { name: "Create" })).toBeNull());
  });

  it("edits a task's fields and deletes a task after confirming", async () => {
    const user = userEvent.setup();
    const patched: unknown[] = [];
    const removed: string[] = [];
    openPage(<TasksPage />, BY_STUDENT, "/private/counseling/student/meiling/tasks", [
      studentsStub(),
      list([aTask()]),
      classStub(),
      on(counselingTaskEndpoints.updateCounselingTask, (request) => {
        patched.push(request.body);
        return { message: "Saved", data: aTask() };
      }),
      on(counselingTaskEndpoints.deleteCounselingTask, (request) => {
        removed.push(request.params.id ?? "");
        return { message: "Deleted successfully" };
      }),
    ]);
    fireEvent.click(await screen.findByRole("button", { name: "Edit Finish the UC application" }));
    const title = screen.getByRole("textbox", { name: /^Title/ });
    await user.clear(title);
    await user.type(title, "Submit the UC application");
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await expect.poll(() => patched).toHaveLength(1);
    expect(patched[0]).toMatchObject({
      title: "Submit the UC application",
      due_date: "2020-01-15",
      assignee_user_id: 41,
    });

    const card = await screen.findByTestId("task-201");
    fireEvent.click(within(card).getByRole("button", { name: "Delete Finish the UC application" }));
    expect(removed).toEqual([]);
    fireEvent.click(within(card).getByRole("button", { name: "Confirm delete Finish the UC application" }));
    await expect.poll(() => removed).toEqual(["201"]);
  });

  it("is read-only for a parent: no new task, status, edit, delete or add subtask", async () => {
    openPage(<TasksPage />, BY_CLASS, "/private/counseling/77/tasks", [
      studentsStub([aStudentRow({ as: "parent" })]),
      list([aTask({ can_edit: 0, can_set_status: 0 }), { ...WITH_SUBTASKS, can_edit: 0, can_set_status: 0 }]),
    ]);
    expect(
      await screen.findByText("You can follow these tasks; the student and the counselors change them."),
    ).toBeTruthy();
    await screen.findByTestId("task-201");
    expect(screen.queryByRole("button", { name: "New task" })).toBeNull();
    expect(screen.queryByRole("combobox", { name: /^Status of/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /Edit|Delete/ })).toBeNull();
    expect(screen.queryByRole("link", { name: /Add subtask/ })).toBeNull();
  });

  it("tells a counselor what to do when there are no tasks, and is not found for a student not theirs", async () => {
    openPage(<TasksPage />, BY_CLASS, "/private/counseling/77/tasks", [studentsStub(), list([])]);
    expect(await screen.findByText("No tasks yet. Add the first one with “New task”.")).toBeTruthy();
    closePage();
    openPage(<TasksPage />, BY_STUDENT, "/private/counseling/student/someone/tasks", [studentsStub([])]);
    await waitFor(() => expect(document.querySelector('[data-page-state="not-found"]')).not.toBeNull());
  });
});
