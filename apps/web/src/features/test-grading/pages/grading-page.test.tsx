import { testAssignmentEndpoints as endpoints } from "@edu/shared/test-assignments";
import { screen, waitFor } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { on } from "../../../test/stub-endpoints";
import { closeGradingPage, openGradingPage, pageOf } from "../test/grading-kit";
import GradingPage from "./grading-page";

afterEach(closeGradingPage);

const row = {
  attempt_id: 31,
  student: { id: 41, name: "王美玲" },
  form_id: 5,
  title: { en: "Short SAT" },
  test_type: "SAT" as const,
  attempt_state: "submitted" as const,
  submitted_at: "2026-11-28T10:00:00.000Z",
  pending_items: 2,
  graded: 0 as const,
  self_graded: 0 as const,
};

it("lists the SAT attempts waiting for the teacher's grade, each linked to grade it", async () => {
  const { calls } = openGradingPage(<GradingPage />, {
    path: "/tests/grading/sat",
    stubs: [on(endpoints.getTestGradingQueue, pageOf([row]))],
  });
  expect(await screen.findByRole("heading", { level: 1, name: "SAT grading" })).toBeTruthy();
  const link = (await screen.findAllByRole("link", { name: "Grade: 王美玲, Short SAT" }))[0];
  expect(link?.getAttribute("href")).toBe("/tests/grading/exam?attempt=31");
  expect(screen.getAllByText("2 answers to grade").length).toBeGreaterThan(0);
  const query = new URL(calls.find((c) => c.url.includes("test-grading-queue"))?.url ?? "", "http://x")
    .searchParams;
  expect([query.get("test_type"), query.get("state")]).toEqual(["SAT", "pending"]);
}, 20_000);

it("asks for private-lesson students on the private tab, and tells a parent the page is not theirs", async () => {
  const { calls } = openGradingPage(<GradingPage />, {
    path: "/tests/grading/private",
    stubs: [on(endpoints.getTestGradingQueue, pageOf([]))],
  });
  expect(await screen.findByText("Nothing is waiting for your grade.")).toBeTruthy();
  await waitFor(() => expect(calls.some((c) => c.url.includes("scope=private"))).toBe(true));
  closeGradingPage();
  openGradingPage(<GradingPage />, { path: "/tests/grading", roles: ["parent"], stubs: [] });
  expect(await screen.findByText(/Teachers and staff assign and grade tests/)).toBeTruthy();
}, 20_000);
