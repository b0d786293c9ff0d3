import { testEngineEndpoints as endpoints } from "@edu/shared/test-engine";
import { screen, within } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { on } from "../../../test/stub-endpoints";
import { anEntry, closeActPage, openActPage, pageOf, STUDENT_ID } from "../test/act-kit";
import ActHistoryPage from "./act-history-page";

afterEach(closeActPage);

const science = anEntry({
  id: 72,
  student: { id: 42, name: "Jun Chen" },
  sections: [{ key: "science", title: { en: "Science" }, scaled: 33, raw: 3, max_raw: 3, pending: 0 }],
  composites: [{ key: "composite", title: { en: "Composite score" }, score: null }],
  state: "submitted",
  complete: false,
});

it("asks for ACT attempts and lists their composite and section scores, a dash where none", async () => {
  const { calls } = openActPage(<ActHistoryPage />, {
    path: "/act/history",
    roles: ["parent"],
    stubs: [on(endpoints.listTestHistory, pageOf([anEntry(), science]))],
  });
  const table = await screen.findByRole("table");
  const headers = within(table)
    .getAllByRole("columnheader")
    .map((th) => th.textContent);
  expect(headers).toEqual([
    "Date",
    "Student",
    "Test",
    "Composite score",
    "English",
    "Math",
    "Science",
    "State",
    "Open",
  ]);
  const rows = within(table).getAllByRole("row").slice(1);
  const cells = (row: HTMLElement) =>
    within(row)
      .getAllByRole("cell")
      .map((td) => td.textContent);
  expect(cells(rows[0] as HTMLElement).slice(3, 7)).toEqual(["29", "30", "27", "—"]);
  expect(cells(rows[1] as HTMLElement).slice(3, 7)).toEqual(["—", "—", "—", "33"]);
  expect(within(rows[1] as HTMLElement).getByText("a grade is pending")).toBeTruthy();
  expect(
    screen.getAllByRole("link", { name: "Mei-Ling Wang: only their attempts" })[0]?.getAttribute("href"),
  ).toBe(`/act/history?student=${STUDENT_ID}`);
  // A parent opens their child's attempts too (the server shows answers as the form shows the student).
  const explanations = screen.getAllByRole("link", { name: /^Explanations:/ });
  expect(explanations).toHaveLength(2);
  expect(explanations[1]?.getAttribute("href")).toBe("/act/Explanations?attempt=72");
  expect(screen.getAllByRole("link", { name: /^Answer sheet:/ })).toHaveLength(2);
  const history = calls.find((call) => call.url.startsWith("/api/test-history"));
  expect(history?.url).toContain("test_type=ACT");
});

it("keeps to one student when the address names one, and shows a student no student column", async () => {
  const { calls } = openActPage(<ActHistoryPage />, {
    path: `/act/history?student=${STUDENT_ID}`,
    stubs: [on(endpoints.listTestHistory, pageOf([anEntry()]))],
  });
  const table = await screen.findByRole("table");
  expect(within(table).queryByRole("columnheader", { name: "Student" })).toBeNull();
  expect(screen.getAllByRole("link", { name: /^Answer sheet: Demo ACT/ })[0]?.getAttribute("href")).toBe(
    "/act/answers?attempt=71",
  );
  expect(calls.find((call) => call.url.startsWith("/api/test-history"))?.url).toContain(
    `student_id=${STUDENT_ID}`,
  );
  expect(screen.getByRole("link", { name: "Show every student" })).toBeTruthy();
});
