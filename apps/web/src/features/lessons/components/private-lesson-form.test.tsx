import { privateLessonEndpoints, userEndpoints } from "@edu/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fillAnswer } from "../../../test/fill-answer";
import { renderPage, stubFetch } from "../../../test/render-page";
import { newLessonValues } from "../lib/private-lesson-form";
import { PrivateLessonForm } from "./private-lesson-form";

afterEach(() => vi.unstubAllGlobals());

const person = (id: number, first_name: string, last_name: string) => ({
  id,
  username: `u${id}`,
  first_name,
  last_name,
  email: `u${id}@example.com`,
});
const page = (...users: ReturnType<typeof person>[]) =>
  fillAnswer(userEndpoints.searchUsers, {
    users: { data: users, current_page: 1, per_page: 20, total: users.length, last_page: 1 },
  });
const saved = (id: number) => fillAnswer(privateLessonEndpoints.addCustomLesson, { id, class_id: id });

async function pick(label: RegExp, typed: string, option: RegExp) {
  const input = screen.getByRole("combobox", { name: label });
  fireEvent.click(input);
  fireEvent.change(input, { target: { value: typed } });
  // Each picker's own list (Mantine keeps closed dropdowns in the DOM, hidden).
  const found = await waitFor(
    () => {
      const list = document.getElementById(input.getAttribute("aria-controls") ?? "");
      if (!list) throw new Error("no list yet");
      return within(list).getByRole("option", { name: option, hidden: true });
    },
    { timeout: 3000 },
  );
  fireEvent.click(found);
}

// Form journeys with pickers: 20 s per test for a loaded machine.
describe("private lesson form", { timeout: 20_000 }, () => {
  it("adds students and teachers through user search, removes one, and posts minor units without action modes", async () => {
    const { fetchStub, calls } = stubFetch({
      "GET /api/users/search": [200, page(person(301, "Amy", "Lin"), person(302, "小明", "王"))],
      "POST /api/add-custom-lesson": [200, saved(55)],
    });
    vi.stubGlobal("fetch", fetchStub);
    const { router } = renderPage(
      <PrivateLessonForm initial={newLessonValues(1)} />,
      "/private/private-lessons/create",
    );
    const title = screen.getByLabelText(/Title \(English\)/) as HTMLInputElement;
    expect(title.value).toBe("");
    fireEvent.change(title, { target: { value: "SAT 1:1" } });
    fireEvent.change(screen.getByLabelText("Title (繁體中文)"), { target: { value: " SAT 一對一 " } });

    await pick(/Add a student/, "Lin", /Amy Lin/);
    await pick(/Add a teacher/, "王", /王小明/);
    await pick(/Add a teacher/, "Lin", /Amy Lin/);
    expect(screen.getAllByTestId("lesson-student-row")).toHaveLength(1);
    expect(screen.getAllByTestId("lesson-teacher-row")).toHaveLength(2);
    // The user-search request asked for the role.
    expect(calls.some((c) => c.url.includes("/api/users/search") && c.url.includes("role=teacher"))).toBe(
      true,
    );

    const student = screen.getAllByTestId("lesson-student-row")[0] as HTMLElement;
    fireEvent.change(within(student).getByRole("textbox", { name: "Fee per hour" }), {
      target: { value: "1,500" },
    });
    fireEvent.click(within(student).getByRole("checkbox", { name: "Pays first" }));
    const teacherRows = screen.getAllByTestId("lesson-teacher-row");
    fireEvent.click(within(teacherRows[1] as HTMLElement).getByRole("button", { name: "Remove Amy Lin" }));
    expect(screen.getAllByTestId("lesson-teacher-row")).toHaveLength(1);
    fireEvent.change(
      within(screen.getAllByTestId("lesson-teacher-row")[0] as HTMLElement).getByRole("textbox", {
        name: "Salary",
      }),
      { target: { value: "900" } },
    );

    fireEvent.click(screen.getByRole("button", { name: "Create" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/private/private-lessons/55/detail"));
    const post = calls.find((c) => c.method === "POST");
    expect(post?.url).toBe("/api/add-custom-lesson");
    const body = post?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      type: 1,
      title: "SAT 1:1",
      // The Chinese titles as typed (trimmed); English stays the base title.
      translations: { en: { title: "" }, "zh-TW": { title: "SAT 一對一" }, "zh-CN": { title: "" } },
      timezone: "Asia/Taipei",
      duration_hours: 2,
      duration_minutes: 0,
      contact_tool_preference: 1,
      session_class_timeslots: [{ from: null, to: null, times: 2, per: "M" }],
      lesson_requests: [{ student_user_id: 301, fee: 150000, fee_currency: "TWD", need_pay_first: true }],
      teachers: [{ teacher_user_id: 302, salary: 90000, salary_currency: "TWD", salary_unit: 3 }],
    });
    expect(JSON.stringify(body)).not.toContain("action_mode");
  });

  it("keeps a bad amount on its field and sends nothing", async () => {
    const { fetchStub, calls } = stubFetch({
      "GET /api/users/search": [200, page(person(301, "Amy", "Lin"))],
    });
    vi.stubGlobal("fetch", fetchStub);
    renderPage(
      <PrivateLessonForm initial={{ ...newLessonValues(1), title: "X" }} />,
      "/private/private-lessons/create",
    );
    await pick(/Add a student/, "Lin", /Amy Lin/);
    const fee = screen.getByRole("textbox", { name: "Fee per hour" });
    fireEvent.change(fee, { target: { value: "12.5" } });
    fireEvent.click(screen.getByRole("button", { name: "Create" }));
    await waitFor(() => expect(fee.getAttribute("aria-invalid")).toBe("true"));
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);
  });

  it("sends the start as one value with seconds, or null with a date alone, and says why (spec 02 §5)", async () => {
    const { fetchStub, calls } = stubFetch({
      "POST /api/add-custom-lesson": [200, saved(56)],
    });
    vi.stubGlobal("fetch", fetchStub);
    const { router } = renderPage(
      <PrivateLessonForm initial={{ ...newLessonValues(1), title: "GRE 1:1", started_date: "2026-05-02" }} />,
      "/private/private-lessons/create",
    );
    // A date without a time is no start: the form says so, and would send null.
    expect(screen.getByText(/needs both a date and a time/)).toBeTruthy();
    const time = screen.getByLabelText(/^Start time/) as HTMLInputElement;
    fireEvent.change(time, { target: { value: "09:30" } });
    expect(screen.queryByText(/needs both a date and a time/)).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Create" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/private/private-lessons/56/detail"));
    const body = calls.find((c) => c.method === "POST")?.body as Record<string, unknown>;
    expect(body.started_at).toBe("2026-05-02 09:30:00");
    expect(body).not.toHaveProperty("started_date");
    expect(body).not.toHaveProperty("started_time");
  });

  it("a date alone goes as a null start", async () => {
    const { fetchStub, calls } = stubFetch({
      "POST /api/add-custom-lesson": [200, saved(57)],
    });
    vi.stubGlobal("fetch", fetchStub);
    const { router } = renderPage(
      <PrivateLessonForm initial={{ ...newLessonValues(1), title: "GRE 1:1", started_date: "2026-05-02" }} />,
      "/private/private-lessons/create",
    );
    fireEvent.click(screen.getByRole("button", { name: "Create" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/private/private-lessons/57/detail"));
    const body = calls.find((c) => c.method === "POST")?.body as Record<string, unknown>;
    expect(body.started_at).toBeNull();
    expect(body).not.toHaveProperty("started_time");
  });
});
