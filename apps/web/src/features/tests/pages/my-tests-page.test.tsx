import { testEngineEndpoints as endpoints } from "@edu/shared/test-engine";
import { screen } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { on } from "../../../test/stub-endpoints";
import { closeTestsPage, openTestsPage, pageOf } from "../test/tests-kit";
import MyTestsPage from "./my-tests-page";

afterEach(closeTestsPage);

it("lists the student's attempts, each linked to where it goes on", async () => {
  const row = (id: number, state: "in_progress" | "submitted", title: string) => ({
    id,
    form_id: 5,
    form_key: "f",
    test_type: "SAT" as const,
    title: { en: title },
    state,
    started_at: "2026-11-20T08:00:00.000Z",
    submitted_at: state === "submitted" ? "2026-11-21T08:00:00.000Z" : null,
  });
  openTestsPage(<MyTestsPage />, {
    path: "/my-tests",
    stubs: [
      on(
        endpoints.listTestAttempts,
        pageOf([row(2, "in_progress", "Short SAT"), row(1, "submitted", "Mini ACT")]),
      ),
    ],
  });
  expect((await screen.findAllByRole("link", { name: "Continue: Short SAT" }))[0]?.getAttribute("href")).toBe(
    "/tests/start?attempt=2",
  );
  expect(screen.getAllByRole("link", { name: "Result: Mini ACT" })[0]?.getAttribute("href")).toBe(
    "/tests/results?attempt=1",
  );
  expect(screen.getAllByText("In progress").length).toBeGreaterThan(0);
});
