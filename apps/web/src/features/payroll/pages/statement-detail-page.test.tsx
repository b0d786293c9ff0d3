import type { Role } from "@edu/shared";
import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { writeSignedInHint } from "../../../lib/session-store";
import { stubFetch } from "../../../test/render-page";
import { sentStatement } from "../lib/statement.fixture";
import StatementDetailPage from "./statement-detail-page";

afterEach(() => {
  vi.unstubAllGlobals();
  writeSignedInHint(false);
});

const me = (id: number, roles: Role[]) => ({
  id,
  username: `u${id}`,
  email: `u${id}@example.com`,
  first_name: "",
  last_name: "",
  all_roles: roles,
  timezone: "Asia/Taipei",
  student_ids: [],
  account_balance: 0,
  account_balance_currency: "TWD",
  default_currency: "TWD",
  lang: "en",
  is_active: true,
  finish_bind: true,
  created_at: "2026-01-01T00:00:00.000Z",
});

/** The page under its real pattern (renderPage mounts a literal path, without params). */
function renderAt(
  path: string,
  viewer: ReturnType<typeof me>,
  statement: unknown = sentStatement(),
  status = 200,
) {
  writeSignedInHint(true);
  const { fetchStub, calls } = stubFetch({
    "/api/me": [200, viewer],
    "GET /api/payroll/5": [status, statement],
  });
  vi.stubGlobal("fetch", fetchStub);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: "/:teacherId/salary/:salaryId", element: <StatementDetailPage /> },
      { path: "*", element: <div data-testid="elsewhere" /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { router, calls };
}

const PAYMENT_LINK = "Record a payment covering several statements";

describe("the statement page", () => {
  it("asks the teacher to check it line by line, with their billing info masked", async () => {
    renderAt("/41/salary/5", me(41, ["teacher"]));
    expect(await screen.findByTestId("teacher-review")).toBeTruthy();
    // Named from its period in the reader's language; the admin's title beside it.
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Salary for October 2026");
    expect(screen.getByTestId("statement-label").textContent).toBe("October 2026");
    expect(screen.queryByTestId("admin-actions")).toBeNull();
    const billing = screen.getByTestId("billing-info");
    expect(within(billing).getByText("****6789")).toBeTruthy();
    expect(
      within(billing).getByText("Partly hidden: only administrators see the full details."),
    ).toBeTruthy();
    expect(screen.getByTestId("detail-total").textContent).toBe("$3,400");
  });

  it("gives an admin the actions the server allows, not the teacher's review", async () => {
    const statement = sentStatement({
      billing: {
        official_name: "陳美玲",
        ssn: "A123456789",
        bank_account: "0123-4321",
        payment_method: null,
        masked: false,
      },
      can: { edit: true, send: true, confirm: true, problem: false, pay: false, reset: true, delete: true },
    });
    renderAt("/41/salary/5", me(1, ["super-admin"]), statement);
    expect(await screen.findByTestId("admin-actions")).toBeTruthy();
    expect(screen.queryByTestId("teacher-review")).toBeNull();
    expect(within(screen.getByTestId("billing-info")).getByText("A123456789")).toBeTruthy();
  });

  it("opens the payment form of a CNY statement in CNY", async () => {
    const statement = sentStatement({
      currency: "CNY",
      state: "confirmed",
      confirmed_at: "2026-11-03T02:00:00.000Z",
      can: { edit: false, send: false, confirm: false, problem: false, pay: true, reset: true, delete: true },
    });
    renderAt("/41/salary/5", me(1, ["super-admin"]), statement);
    const link = await screen.findByRole("link", { name: PAYMENT_LINK });
    expect(link.getAttribute("href")).toBe("/salary/teacher/41/payment/create?currency=CNY");
  });

  it("keeps each date of its heading on one line at 375 px", async () => {
    renderAt(
      "/41/salary/5",
      me(41, ["teacher"]),
      sentStatement({ period_start: "2026-10-03", period_end: "2026-11-02" }),
    );
    const heading = await screen.findByRole("heading", { level: 1 });
    expect(heading.textContent).toBe("Salary for 2026-10-03 – 2026-11-02");
    const pieces = [...heading.querySelectorAll<HTMLElement>("[data-date-piece]")];
    expect(pieces.map((piece) => [piece.textContent, piece.style.whiteSpace])).toEqual([
      ["2026-10-03", "nowrap"],
      ["2026-11-02", "nowrap"],
    ]);
    expect(document.title).toBe("Salary for 2026-10-03 – 2026-11-02 · October 2026 | EduBridge");
  });

  it("answers a statement that cannot be read with the page saying why, not a toast over a spinner", async () => {
    const refused = { message: "You do not have permission to do this.", code: "forbidden" };
    renderAt("/41/salary/5", me(41, ["teacher"]), refused, 403);
    expect(
      await screen.findByRole("heading", { level: 1, name: "You don't have permission to see this page" }),
    ).toBeTruthy();
    expect(document.querySelectorAll("h1")).toHaveLength(1);
    document.body.innerHTML = "";

    renderAt("/41/salary/5", me(41, ["teacher"]), { message: "gone", code: "payroll_not_found" }, 404);
    expect(
      await screen.findByRole("heading", { level: 1, name: "We couldn't find this record" }),
    ).toBeTruthy();
    document.body.innerHTML = "";

    const { calls } = renderAt("/41/salary/5", me(1, ["super-admin"]), { message: "boom" }, 500);
    expect(
      await screen.findByRole("heading", { level: 1, name: "This page couldn't be loaded" }),
    ).toBeTruthy();
    const before = calls.filter((c) => c.url === "/api/payroll/5").length;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(calls.filter((c) => c.url === "/api/payroll/5").length).toBe(before + 1));
  });

  it("says a statement asked for under another teacher's id is not found; a parent meets no permission", async () => {
    renderAt("/42/salary/5", me(1, ["super-admin"]));
    expect(
      await screen.findByRole("heading", { level: 1, name: "We couldn't find this record" }),
    ).toBeTruthy();
    document.body.innerHTML = "";

    const { calls } = renderAt("/41/salary/5", me(9, ["parent"]));
    expect(
      await screen.findByRole("heading", { level: 1, name: "You don't have permission to see this page" }),
    ).toBeTruthy();
    expect(calls.some((c) => c.url.startsWith("/api/payroll"))).toBe(false);
  });

  it("answers the not-found page for ids that are not numbers (a top-level dynamic path)", async () => {
    const { router, calls } = renderAt("/about/salary/5", me(41, ["teacher"]));
    await waitFor(() => expect(router.state.location.pathname).toBe("/404"));
    expect(calls.some((c) => c.url.startsWith("/api/payroll"))).toBe(false);
  });
});
