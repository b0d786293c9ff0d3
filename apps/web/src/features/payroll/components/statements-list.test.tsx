import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderPage, stubFetch } from "../../../test/render-page";
import { sentStatement } from "../lib/statement.fixture";
import { StatementsList } from "./statements-list";

afterEach(() => vi.unstubAllGlobals());

const {
  items: _i,
  problems: _p,
  payments: _pay,
  billing: _b,
  can: _c,
  note: _n,
  ...summary
} = sentStatement();
const page = (rows: unknown[]) => ({
  data: rows,
  current_page: 1,
  per_page: 50,
  total: rows.length,
  last_page: 1,
});

describe("salary statements list", () => {
  it("shows each statement's state as a badge, and the paid tab reads payroll/paid", async () => {
    const { fetchStub, calls } = stubFetch({
      "GET /api/payroll/unpaid": [
        200,
        page([
          { ...summary, id: 5, state: "confirm_pending" },
          {
            ...summary,
            id: 6,
            title: "Autumn term, part 1",
            period_start: "2026-09-01",
            period_end: "2026-09-30",
            state: "problem",
          },
          { ...summary, id: 7, title: "August 2026", state: "created" },
        ]),
      ],
      "GET /api/payroll/paid": [200, page([{ ...summary, id: 8, title: "July 2026", state: "paid" }])],
    });
    vi.stubGlobal("fetch", fetchStub);
    renderPage(<StatementsList isAdmin />, "/salary");
    await waitFor(() =>
      expect(within(screen.getByTestId("statements")).getByText("Awaiting confirmation")).toBeTruthy(),
    );
    const list = screen.getByTestId("statements");
    expect(within(list).getByText("Problem raised")).toBeTruthy();
    expect(within(list).getByText("Draft")).toBeTruthy();
    expect(list.querySelectorAll('[data-state="problem"]').length).toBeGreaterThan(0);
    // Named from the period in the reader's language, the admin's title beside it.
    expect(within(list).getByRole("link", { name: "Salary for September 2026" }).getAttribute("href")).toBe(
      "/41/salary/6",
    );
    expect(within(list).getByText("Autumn term, part 1")).toBeTruthy();

    fireEvent.click(screen.getByRole("radio", { name: "Paid" }));
    await waitFor(() => expect(within(screen.getByTestId("statements")).getByText("July 2026")).toBeTruthy());
    expect(calls.some((c) => c.url.startsWith("/api/payroll/paid"))).toBe(true);
    expect(within(screen.getByTestId("statements")).getAllByText("Paid").length).toBeGreaterThan(0);
  });
});
