import type { Todo } from "@edu/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { aUserWithTags } from "../../../test/fixtures/people";
import { renderPage, stubFetch } from "../../../test/render-page";
import { TodoPanel } from "./todo-panel";

afterEach(() => vi.unstubAllGlobals());

const todo = (over: Partial<Todo>): Todo =>
  ({
    id: 1,
    title: "Call the Lin family",
    status: 0,
    is_all_day: 0,
    timezone: "Asia/Taipei",
    from_date: "2020-01-02",
    from_time: "09:00",
    to_date: null,
    to_time: null,
    need_reminder: 0,
    reminder_number: 0,
    reminder_unit: "M",
    remind_at: null,
    reminded_at: null,
    url: "/bill/1",
    location: "",
    notes: "",
    related_members: [],
    responsible_members: [{ user_id: 7, first_name: "美玲", last_name: "王", full_name: "王美玲" }],
    created_by: 7,
    created_at: "2020-01-01T00:00:00Z",
    updated_at: "2020-01-01T00:00:00Z",
    ...over,
  }) as Todo;

const pagedList = <T,>(data: T[]) => ({
  data,
  current_page: 1,
  per_page: 50,
  total: data.length,
  last_page: 1,
});
const page = (data: Todo[]) => pagedList(data);

function stub() {
  const pending = todo({});
  const done = todo({ id: 2, title: "Order whiteboards", status: 1, from_date: "2999-01-01" });
  const { fetchStub, calls } = stubFetch({
    "GET /api/todos?status=1": [200, page([done])],
    "GET /api/todos": [200, page([pending])],
    "PATCH /api/todos/1": [200, { ...pending, status: 1 }],
    "DELETE /api/todos/1": [200, { ok: true }],
    "GET /api/users/search": [
      200,
      {
        users: pagedList([
          aUserWithTags({
            id: 7,
            username: "boss",
            first_name: "美玲",
            last_name: "王",
            all_roles: ["super-admin"],
          }),
        ]),
      },
    ],
    "POST /api/todos": (body) => [200, todo({ id: 3, title: (body as { title: string }).title })],
  });
  vi.stubGlobal("fetch", fetchStub);
  return calls;
}

describe("TodoPanel", () => {
  it("lists my pending items, marks late ones, toggles with the circle and deletes after asking", async () => {
    const calls = stub();
    renderPage(<TodoPanel userId={7} onClose={() => {}} />);
    const item = await screen.findByTestId("todo-1");
    expect(within(item).getByText("Late")).toBeTruthy();
    expect(calls[0]?.url).toContain("status=0");
    expect(calls[0]?.url).toContain("user_id=7");

    fireEvent.click(within(item).getByRole("button", { name: "Mark “Call the Lin family” done" }));
    await waitFor(() => expect(calls.some((c) => c.method === "PATCH")).toBe(true));
    expect(calls.find((c) => c.method === "PATCH")?.body).toEqual({ status: 1 });

    fireEvent.click(within(item).getByRole("button", { name: "Delete “Call the Lin family”" }));
    expect(within(item).getByText("Delete this item?")).toBeTruthy();
    fireEvent.click(within(item).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(calls.some((c) => c.method === "DELETE")).toBe(true));
  });

  it("shows done titles struck through, switches to all items, and searches on Enter", async () => {
    const calls = stub();
    renderPage(<TodoPanel userId={7} onClose={() => {}} />);
    fireEvent.click(await screen.findByTestId("todo-tab-checkedList"));
    const title = within(await screen.findByTestId("todo-2")).getByTestId("todo-title");
    expect(title.style.textDecoration).toBe("line-through");
    fireEvent.click(screen.getByLabelText("All items"));
    await waitFor(() => expect(calls.at(-1)?.url).not.toContain("user_id"));
    fireEvent.change(screen.getByLabelText("Search to-dos"), { target: { value: "whiteboard" } });
    fireEvent.keyDown(screen.getByLabelText("Search to-dos"), { key: "Enter" });
    await waitFor(() => expect(calls.at(-1)?.url).toContain("query_string=whiteboard"));
  });

  it("edits in the form tab, requires title and date, picks staff with the spec's call, and saving returns to the pending list", async () => {
    const calls = stub();
    renderPage(<TodoPanel userId={7} onClose={() => {}} />);
    fireEvent.click(await screen.findByTestId("todo-tab-newTodo"));
    const form = await screen.findByTestId("todo-form");
    await waitFor(() => expect(calls.some((c) => c.url.includes("/users/search"))).toBe(true));
    const staffCall = calls.find((c) => c.url.includes("/users/search"))?.url ?? "";
    for (const part of [
      "page=1",
      "page_size=50",
      "is_active=1",
      "role=super-admin",
      "order_by=name",
      "order_direction=asc",
    ])
      expect(staffCall).toContain(part);
    // The reminder fields follow the "no reminder needed" box; times follow "all day".
    expect((within(form).getByLabelText("Remind me") as HTMLInputElement).disabled).toBe(false);
    fireEvent.click(within(form).getByLabelText("No reminder needed"));
    expect((within(form).getByLabelText("Remind me") as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(within(form).getByLabelText("All day"));
    expect((within(form).getByLabelText("Start time") as HTMLInputElement).disabled).toBe(true);

    fireEvent.click(within(form).getByRole("button", { name: "Save" }));
    expect(await within(form).findByText("Please enter a title.")).toBeTruthy();
    fireEvent.change(within(form).getByLabelText(/^Title/), {
      target: { value: "Prepare the parents' evening" },
    });
    fireEvent.click(within(form).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    expect(calls.find((c) => c.method === "POST")?.body).toMatchObject({
      title: "Prepare the parents' evening",
      need_reminder: 1,
      is_all_day: 1,
      responsible_members: [{ user_id: 7 }],
    });
    await waitFor(() => expect(screen.queryByTestId("todo-form")).toBeNull());
    expect(screen.getByTestId("todo-tab-todoList").getAttribute("data-active")).toBe("true");
  }, 20_000); // loads the rich-text editor (tiptap) on first open
});
