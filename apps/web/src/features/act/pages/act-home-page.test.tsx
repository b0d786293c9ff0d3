import { testEngineEndpoints as endpoints, type TestFormSummary } from "@edu/shared/test-engine";
import { screen, within } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { on } from "../../../test/stub-endpoints";
import { closeActPage, FORM_ID, openActPage, pageOf } from "../test/act-kit";
import ActHomePage from "./act-home-page";

afterEach(closeActPage);

const form = (id: number, en: string, status: TestFormSummary["status"] = "published"): TestFormSummary => ({
  id,
  key: `act-${id}`,
  test_type: "ACT",
  title: { en },
  status,
  is_public: 1,
  version: 1,
  version_id: id,
  updated_at: "2026-11-20T08:00:00.000Z",
});

const attempt = (id: number, formId: number, testType: "ACT" | "SAT", submitted: boolean) => ({
  id,
  form_id: formId,
  form_key: `form-${formId}`,
  test_type: testType,
  title: { en: formId === FORM_ID ? "Demo ACT" : "Second ACT" },
  state: submitted ? ("submitted" as const) : ("in_progress" as const),
  started_at: "2026-11-28T09:00:00.000Z",
  submitted_at: submitted ? "2026-11-28T12:00:00.000Z" : null,
});

const hrefOf = (scope: HTMLElement, name: string | RegExp) =>
  within(scope).getByRole("link", { name }).getAttribute("href");

it("offers each published ACT form, continuing an unfinished attempt, and lists the reader's ACT attempts", async () => {
  const { calls } = openActPage(<ActHomePage />, {
    path: "/act",
    stubs: [
      on(
        endpoints.listTestForms,
        pageOf([form(FORM_ID, "Demo ACT"), form(13, "Second ACT"), form(14, "Draft ACT", "draft")]),
      ),
      on(
        endpoints.listTestAttempts,
        pageOf([
          attempt(70, FORM_ID, "ACT", false),
          attempt(71, 13, "ACT", true),
          attempt(72, 99, "SAT", true),
        ]),
      ),
    ],
  });
  const demo = await screen.findByRole("article", { name: "Demo ACT" });
  expect(hrefOf(demo, "Continue: Demo ACT")).toBe("/act/test?attempt=70");
  expect(hrefOf(screen.getByRole("article", { name: "Second ACT" }), "Take this test: Second ACT")).toBe(
    "/act/test?form=13",
  );
  expect(screen.queryByRole("article", { name: "Draft ACT" })).toBeNull();

  const table = screen.getByRole("table", { name: "My ACT attempts" });
  expect(within(table).getAllByRole("row").slice(1)).toHaveLength(2);
  expect(hrefOf(table, "Continue: Demo ACT")).toBe("/act/test?attempt=70");
  expect(hrefOf(table, /^Explanations: Second ACT/)).toBe("/act/Explanations?attempt=71");
  expect(calls.find((call) => call.url.startsWith("/api/test-forms"))?.url).toContain("test_type=ACT");
});
