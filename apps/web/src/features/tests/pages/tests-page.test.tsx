import { testEngineEndpoints as endpoints } from "@edu/shared/test-engine";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { on, reply } from "../../../test/stub-endpoints";
import { aForm, closeTestsPage, openTestsPage, pageOf, sent } from "../test/tests-kit";
import TestsPage from "./tests-page";

afterEach(closeTestsPage);

const attempt = (id: number, state: "in_progress" | "graded", formId = 5) => ({
  id,
  form_id: formId,
  form_key: "sat-short",
  test_type: "SAT" as const,
  title: { en: "Short SAT" },
  state,
  started_at: "2026-11-20T08:00:00.000Z",
  submitted_at: state === "graded" ? "2026-11-20T10:00:00.000Z" : null,
});

describe("the tests page", () => {
  it("lets a student start a form or continue an unfinished attempt, with past results", async () => {
    openTestsPage(<TestsPage />, {
      path: "/tests",
      stubs: [
        on(
          endpoints.listTestForms,
          pageOf([aForm(), aForm({ id: 6, key: "act", test_type: "ACT", title: { en: "Mini ACT" } })]),
        ),
        on(endpoints.listTestAttempts, pageOf([attempt(40, "in_progress"), attempt(39, "graded")])),
      ],
    });
    const sat = await screen.findByRole("article", { name: "Short SAT" });
    expect(within(sat).getByRole("link", { name: "Continue: Short SAT" }).getAttribute("href")).toBe(
      "/tests/start?attempt=40",
    );
    expect(within(sat).getByRole("link", { name: "2026-11-20" }).getAttribute("href")).toBe(
      "/tests/results?attempt=39",
    );
    const act = screen.getByRole("article", { name: "Mini ACT" });
    expect(within(act).getByRole("link", { name: "Start: Mini ACT" }).getAttribute("href")).toBe(
      "/tests/start?form=6",
    );
    // Students author nothing.
    expect(screen.queryByRole("button", { name: "Upload a form (JSON)" })).toBeNull();
    expect(screen.queryByText("Draft")).toBeNull();
  });

  it("shows test editors drafts, the export, and an import's problems by path", async () => {
    const { calls } = openTestsPage(<TestsPage />, {
      path: "/tests",
      roles: ["test-editor"],
      stubs: [
        on(endpoints.listTestForms, pageOf([aForm({ status: "draft" })])),
        on(endpoints.listTestAttempts, pageOf([])),
        on(
          endpoints.createTestFormsImport,
          reply(422, {
            message: "The given data was invalid.",
            code: "validation_failed",
            errors: { "sections.0.modules.0.items.2.answer": ["No such choice."] },
          }),
        ),
      ],
    });
    const card = await screen.findByRole("article", { name: "Short SAT" });
    expect(within(card).getByText("Draft")).toBeTruthy();
    expect(within(card).queryByRole("link", { name: /Start/ })).toBeNull();
    expect(within(card).getByRole("link", { name: "Export: Short SAT" }).getAttribute("href")).toBe(
      "/api/test-form/5/export",
    );
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    const file = new File([JSON.stringify({ key: "sat-short" })], "form.json", { type: "application/json" });
    fireEvent.change(input as HTMLInputElement, { target: { files: [file] } });
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("sections.0.modules.0.items.2.answer")).toBeTruthy();
    expect(within(alert).getByText(/No such choice\./)).toBeTruthy();
    await waitFor(() =>
      expect(sent(calls, "POST", "/api/test-forms/import")[0]?.body).toEqual({ key: "sat-short" }),
    );
  });
});
