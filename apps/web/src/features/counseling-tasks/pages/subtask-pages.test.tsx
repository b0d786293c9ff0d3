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
  closePage,
  openPage,
  pageOf,
  queryOf,
  savedSubtask,
  sent,
  studentsStub,
} from "../test/tasks-kit";
import SubtaskCreatePage from "./subtask-create-page";
import SubtaskEditPage from "./subtask-edit-page";
import SubtaskPage from "./subtask-page";
import SubtasksPage from "./subtasks-page";

afterEach(closePage);

const SUBTASK = aSubtask({ description: "<p>Use the second draft.</p>", due_date: "2020-03-01" });
const TASK = aTask({ subtasks: [SUBTASK], status_from_subtasks: 1 });
const readStubs = (task = TASK) => [
  on(counselingTaskEndpoints.getCounselingSubtask, SUBTASK, { params: { id: 301 } }),
  on(counselingTaskEndpoints.getCounselingTask, task, { params: { id: 201 } }),
];

describe("subtask pages", { timeout: 20_000 }, () => {
  it("shows a subtask by username: its task, status, due date (overdue), assignee and notes; changes its status", async () => {
    const patched: unknown[] = [];
    openPage(
      <SubtaskPage />,
      "/private/counseling/student/:username/subtasks/:subtaskId",
      "/private/counseling/student/meiling/subtasks/301",
      [
        studentsStub(),
        ...readStubs(),
        on(counselingTaskEndpoints.updateCounselingSubtask, (request) => {
          patched.push(request.body);
          return savedSubtask({ ...SUBTASK, status: "finished" }, "finished");
        }),
      ],
    );
    expect(
      await screen.findByRole("heading", { level: 2, name: "Draft the Why-Berkeley essay" }),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Finish the UC application" }).getAttribute("href")).toBe(
      "/private/counseling/student/meiling/tasks",
    );
    expect(screen.getByText("Overdue")).toBeTruthy();
    expect(screen.getByText("Assignee: 王美玲")).toBeTruthy();
    expect(screen.getByText("Use the second draft.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Edit subtask" }).getAttribute("href")).toBe(
      "/private/counseling/student/meiling/subtasks/edit/301",
    );
    await pick("Status", "Finished");
    await expect.poll(() => patched).toEqual([{ status: "finished" }]);
  });

  it("shows a subtask by class to a parent without controls, and is not found for another class's", async () => {
    openPage(
      <SubtaskPage />,
      "/private/counseling/:id/subtasks/:subtaskId",
      "/private/counseling/77/subtasks/301",
      [
        studentsStub([aStudentRow({ as: "parent" })]),
        ...readStubs({ ...TASK, can_edit: 0, can_set_status: 0 }),
      ],
    );
    expect(
      await screen.findByRole("heading", { level: 2, name: "Draft the Why-Berkeley essay" }),
    ).toBeTruthy();
    expect(screen.queryByRole("combobox", { name: "Status" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Edit subtask" })).toBeNull();
    expect(screen.queryByRole("button", { name: /Delete/ })).toBeNull();
    closePage();
    openPage(
      <SubtaskPage />,
      "/private/counseling/:id/subtasks/:subtaskId",
      "/private/counseling/78/subtasks/301",
      [studentsStub(), ...readStubs()],
    );
    await waitFor(() => expect(document.querySelector('[data-page-state="not-found"]')).not.toBeNull());
  });

  it("creates a subtask of the task named by ?task= and opens it", async () => {
    const user = userEvent.setup();
    const created: unknown[] = [];
    const { router } = openPage(
      <SubtaskCreatePage />,
      "/private/counseling/student/:username/subtasks/create",
      "/private/counseling/student/meiling/subtasks/create?task=201",
      [
        studentsStub(),
        on(
          counselingTaskEndpoints.listCounselingTasks,
          pageOf([TASK, aTask({ id: 205, title: "Not mine", can_edit: 0 })]),
        ),
        on(counselingTaskEndpoints.createCounselingSubtask, (request) => {
          created.push(request.body);
          return savedSubtask(aSubtask({ id: 309, title: "Proofread" }), "unfinished");
        }),
      ],
    );
    expect(await screen.findByRole("heading", { level: 1, name: "New subtask" })).toBeTruthy();
    expect(await screen.findByRole("combobox", { name: "Task" })).toHaveProperty(
      "value",
      "Finish the UC application",
    );
    await user.type(screen.getByRole("textbox", { name: /^Title/ }), "Proofread");
    await user.type(screen.getByRole("textbox", { name: /^Due date/ }), "2026-12-05");
    await pick("Status", "In progress");
    fireEvent.click(screen.getByRole("button", { name: "Create" }));
    await expect.poll(() => created).toHaveLength(1);
    expect(created[0]).toMatchObject({
      task_id: 201,
      title: "Proofread",
      due_date: "2026-12-05",
      status: "processing",
    });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe("/private/counseling/student/meiling/subtasks/309"),
    );
  });

  it("edits a subtask by class and goes back to it", async () => {
    const user = userEvent.setup();
    const patched: unknown[] = [];
    const { router } = openPage(
      <SubtaskEditPage />,
      "/private/counseling/:id/subtasks/edit/:subtaskId",
      "/private/counseling/77/subtasks/edit/301",
      [
        studentsStub(),
        ...readStubs(),
        on(counselingTaskEndpoints.updateCounselingSubtask, (request) => {
          patched.push(request.body);
          return savedSubtask(SUBTASK, "unfinished");
        }),
      ],
    );
    const title = await screen.findByRole("textbox", { name: /^Title/ });
    expect(title).toHaveProperty("value", "Draft the Why-Berkeley essay");
    await user.clear(title);
    await user.type(title, "Final draft");
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await expect.poll(() => patched).toHaveLength(1);
    expect(patched[0]).toMatchObject({ title: "Final draft", status: "unfinished", due_date: "2020-03-01" });
    await waitFor(() => expect(router.state.location.pathname).toBe("/private/counseling/77/subtasks/301"));
  });

  it("lists the class's subtasks by class address, and has no such list by username", async () => {
    const { calls } = openPage(
      <SubtasksPage />,
      "/private/counseling/:id/subtasks",
      "/private/counseling/77/subtasks",
      [studentsStub(), on(counselingTaskEndpoints.listCounselingTasks, pageOf([TASK]))],
    );
    const link = await screen.findByRole("link", { name: "Draft the Why-Berkeley essay" });
    const list = screen.getByTestId("subtask-list");
    expect(within(list).getByRole("link", { name: "Draft the Why-Berkeley essay" })).toBe(link);
    expect(link.getAttribute("href")).toBe("/private/counseling/77/subtasks/301");
    expect(within(list).getByText("Overdue")).toBeTruthy();
    expect(queryOf(calls, "/api/counseling-tasks", "session_class_id")).toBe("77");
    closePage();
    const other = openPage(
      <SubtasksPage />,
      "/private/counseling/student/:username/subtasks",
      "/private/counseling/student/meiling/subtasks",
      [],
    );
    await waitFor(() => expect(document.querySelector('[data-page-state="not-found"]')).not.toBeNull());
    expect(sent(other.calls, "GET", "/api/counseling-tasks")).toEqual([]);
  });
});
