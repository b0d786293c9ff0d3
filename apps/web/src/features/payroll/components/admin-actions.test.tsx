import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderPage, stubFetch } from "../../../test/render-page";
import { sentStatement } from "../lib/statement.fixture";
import { AdminActions } from "./admin-actions";

afterEach(() => vi.unstubAllGlobals());

const all = { edit: true, send: true, confirm: true, problem: false, pay: false, reset: true, delete: true };

describe("admin actions on a statement", () => {
  it("offers only what the server allows", () => {
    vi.stubGlobal("fetch", stubFetch({}).fetchStub);
    const paid = sentStatement({
      state: "paid",
      can: {
        edit: false,
        send: false,
        confirm: false,
        problem: false,
        pay: false,
        reset: false,
        delete: false,
      },
    });
    renderPage(<AdminActions statement={paid} />, "/41/salary/5");
    expect(screen.getByTestId("admin-actions").querySelectorAll("button, a")).toHaveLength(0);
  });

  it("sends again with a message, and confirms for the teacher with a reason", async () => {
    const statement = sentStatement({ can: all });
    const { fetchStub, calls } = stubFetch({
      "POST /api/payroll/5/send": [200, statement],
      "POST /api/payroll/5/checked": [200, { ...statement, state: "confirmed" }],
    });
    vi.stubGlobal("fetch", fetchStub);
    renderPage(<AdminActions statement={statement} />, "/41/salary/5");
    expect(screen.getByRole("link", { name: "Edit" }).getAttribute("href")).toBe(
      "/salary/teacher/41/reset/5",
    );

    fireEvent.click(within(screen.getByTestId("admin-actions")).getByRole("button", { name: "Send again" }));
    fireEvent.change(await screen.findByLabelText("Message to the teacher (optional)"), {
      target: { value: "Fixed the TOEFL line." },
    });
    fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Send to teacher" }));
    await waitFor(() => expect(calls.filter((c) => c.method === "POST")).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      url: "/api/payroll/5/send",
      body: { custom_content: "Fixed the TOEFL line." },
    });

    fireEvent.click(
      within(screen.getByTestId("admin-actions")).getByRole("button", { name: "Confirm for the teacher" }),
    );
    fireEvent.change(await screen.findByLabelText("Reason"), {
      target: { value: "Teacher confirmed by phone" },
    });
    fireEvent.click(
      within(screen.getByRole("dialog")).getByRole("button", { name: "Confirm for the teacher" }),
    );
    await waitFor(() => expect(calls.filter((c) => c.method === "POST")).toHaveLength(2));
    expect(calls[1]).toMatchObject({
      url: "/api/payroll/5/checked",
      body: { note: "Teacher confirmed by phone" },
    });
  }, 15_000);
});
