import { practicesEndpoints as endpoints, fullPracticesEndpoints } from "@edu/shared/practices";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { on } from "../../../test/stub-endpoints";
import { closePracticePage, openPracticePage, pageOf, sent } from "../test/practices-kit";
import PracticesPage from "./practices-page";

afterEach(closePracticePage);

const summary = (id: number, name: string, patch: Record<string, unknown> = {}) => ({
  id,
  name,
  duration_minutes: 30,
  due_date: "2026-12-20",
  scoring: "raw" as const,
  share: "private" as const,
  question_count: 10,
  form_id: 80,
  locked: 0 as const,
  can_edit: 0 as const,
  ...patch,
});

describe("the practices page", { timeout: 15_000 }, () => {
  it("lists practices by kind: mine, shared with me, public", async () => {
    openPracticePage(<PracticesPage />, {
      path: "/practices",
      stubs: [
        on(
          endpoints.listPractices,
          pageOf([
            summary(1, "My algebra", { can_edit: 1, locked: 1 }),
            summary(2, "Shared reading"),
            summary(3, "Open grammar", { share: "public" }),
          ]),
        ),
        on(fullPracticesEndpoints.listFullPractices, pageOf([])),
      ],
    });
    const mine = await screen.findByRole("article", { name: "My algebra" });
    expect(within(mine).getByText("Questions locked")).toBeTruthy();
    expect(within(mine).getByRole("link", { name: "Edit: My algebra" }).getAttribute("href")).toBe(
      "/practices/1/edit",
    );
    expect(within(mine).getByRole("link", { name: "Open: My algebra" }).getAttribute("href")).toBe(
      "/practice/1",
    );
    // Not an editor: open only.
    expect(
      within(screen.getByRole("article", { name: "Shared reading" })).queryByRole("link", { name: /Edit/ }),
    ).toBeNull();

    fireEvent.click(screen.getByRole("radio", { name: "Shared with me" }));
    expect(screen.queryByRole("article", { name: "My algebra" })).toBeNull();
    expect(screen.getByRole("article", { name: "Shared reading" })).toBeTruthy();
    expect(screen.queryByRole("article", { name: "Open grammar" })).toBeNull();
    fireEvent.click(screen.getByRole("radio", { name: "Public" }));
    expect(screen.getByRole("article", { name: "Open grammar" })).toBeTruthy();
  });

  it("asks for the timer, the due date and the scoring with the spec's messages before creating", async () => {
    const { calls, router } = openPracticePage(<PracticesPage />, {
      path: "/practices",
      stubs: [
        on(endpoints.listPractices, pageOf([])),
        on(fullPracticesEndpoints.listFullPractices, pageOf([])),
        on(endpoints.createPractice, (request) => ({
          data: {
            ...(request.body as object),
            id: 44,
            link_token: null,
            who_can_use: null,
            who_can_edit: null,
            sections: [],
            question_count: 0,
            form_id: null,
            locked: 0,
            can_edit: 1,
            created_by: 41,
            updated_at: "2026-11-28T08:00:00.000Z",
          } as never,
        })),
      ],
    });
    fireEvent.click(await screen.findByRole("button", { name: "New practice" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByRole("textbox", { name: /^Name/ }), { target: { value: "Quiz 1" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Create and pick questions" }));
    expect(await within(dialog).findByText("Missing duration for the test!")).toBeTruthy();
    expect(within(dialog).getByText("Missing due date!")).toBeTruthy();
    expect(within(dialog).getByText("Please choose how the test should be scored.")).toBeTruthy();
    expect(sent(calls, "POST", "/api/practices")).toHaveLength(0);

    fireEvent.change(within(dialog).getByRole("textbox", { name: /^Timer/ }), { target: { value: "25" } });
    fireEvent.change(within(dialog).getByRole("textbox", { name: /^Due date/ }), {
      target: { value: "2026-12-20" },
    });
    fireEvent.click(within(dialog).getByRole("radio", { name: "Percent" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Create and pick questions" }));
    await waitFor(() => expect(sent(calls, "POST", "/api/practices")).toHaveLength(1));
    expect(sent(calls, "POST", "/api/practices")[0]?.body).toMatchObject({
      name: "Quiz 1",
      duration_minutes: 25,
      due_date: "2026-12-20",
      scoring: "percent",
      sections: [],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe("/practices/44/addQuestions"));
  });
});
