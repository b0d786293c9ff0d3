import { analysisEndpoints as endpoints } from "@edu/shared/analysis";
import { screen, within } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { on } from "../../../test/stub-endpoints";
import { aStudentAnalysis, closeAnalysisPage, openAnalysisPage } from "../test/analysis-kit";
import AnalysisPage from "./analysis-page";

afterEach(closeAnalysisPage);

it("a student reads their own SAT analysis: history against the target, schools, weakest domains", async () => {
  const { calls } = openAnalysisPage(<AnalysisPage />, {
    path: "/analysis/sat",
    roles: ["student"],
    stubs: [on(endpoints.getAnalysisStudentTest, { data: aStudentAnalysis() })],
  });
  const view = await screen.findByTestId("student-analysis");
  expect(within(view).getByText("王美玲 · SAT")).toBeTruthy();
  expect(
    await within(view).findByRole(
      "img",
      { name: "Score over 1 tests; latest 1210, target 1530." },
      { timeout: 20_000 },
    ),
  ).toBeTruthy();
  expect(within(view).getAllByText("Example College").length).toBeGreaterThan(0);
  expect(within(view).getAllByText("30%").length).toBeGreaterThan(0);
  expect(within(view).getByText("Official scores: 2026-10-04 1250")).toBeTruthy();
  // A student picks no one and builds no drill.
  expect(screen.queryByRole("textbox", { name: "Student" })).toBeNull();
  expect(screen.queryByRole("button", { name: "Weak-skill drill" })).toBeNull();
  const asked = calls.find((c) => c.url.startsWith("/api/analysis/student/sat"));
  expect(asked?.url).toBe("/api/analysis/student/sat");
}, 45_000);

it("a teacher picks a student first, then reads the chosen one's analysis with the drill button", async () => {
  openAnalysisPage(<AnalysisPage />, {
    path: "/analysis/act?student=11",
    stubs: [
      on(endpoints.listAnalysisStudents, { data: [aStudentAnalysis().student] }),
      on(endpoints.getAnalysisStudentTest, { data: { ...aStudentAnalysis(), test: "act" } }),
    ],
  });
  expect(await screen.findByTestId("student-analysis")).toBeTruthy();
  expect(screen.getByRole("tab", { name: "ACT", selected: true })).toBeTruthy();
  expect(screen.getByRole("button", { name: "Weak-skill drill" })).toBeTruthy();
}, 30_000);
