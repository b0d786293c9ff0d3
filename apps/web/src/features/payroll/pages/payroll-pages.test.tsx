import type { Role } from "@edu/shared";
import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { writeSignedInHint } from "../../../lib/session-store";
import { stubFetch } from "../../../test/render-page";
import MonetaryStatementFormPage from "./monetary-statement-form-page";
import MonetaryStatementsPage from "./monetary-statements-page";
import PaymentFormPage from "./payment-form-page";
import PaymentsPage from "./payments-page";
import SalaryListPage from "./salary-list-page";
import StatementFormPage from "./statement-form-page";

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
const page = (rows: unknown[]) => ({
  data: rows,
  current_page: 1,
  per_page: 50,
  total: rows.length,
  last_page: 1,
});
const teacher = { id: 41, username: "grace", first_name: "Grace", last_name: "Chen" };

/** `element` under its real route pattern at `path`, signed in as `viewer`, the API stubbed. */
function renderRoute(
  pattern: string,
  path: string,
  element: ReactNode,
  viewer: ReturnType<typeof me>,
  answers: Parameters<typeof stubFetch>[0] = {},
) {
  writeSignedInHint(true);
  const { fetchStub, calls } = stubFetch({ "/api/me": [200, viewer], ...answers });
  vi.stubGlobal("fetch", fetchStub);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: pattern, element },
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
  return { calls, payrollCalls: () => calls.filter((c) => !c.url.startsWith("/api/me")) };
}

const NO_PERMISSION = "You don't have permission to see this page";
const stateOf = () => document.querySelector("[data-page-state]")?.getAttribute("data-page-state");

describe("payroll pages for people payroll is not for", () => {
  const lists = [
    ["/salary", <SalaryListPage key="salary" />],
    ["/payment", <PaymentsPage key="payment" />],
    ["/monetaryStatement", <MonetaryStatementsPage key="monetary" />],
  ] as const;

  for (const [path, element] of lists) {
    for (const role of ["parent", "student"] as const) {
      it(`shows ${path} to a ${role} as the no-permission page, one h1, asking nothing of the API`, async () => {
        const { payrollCalls } = renderRoute(path, path, element, me(7, [role]));
        expect(await screen.findByRole("heading", { level: 1, name: NO_PERMISSION })).toBeTruthy();
        expect(document.querySelectorAll("h1")).toHaveLength(1);
        expect(stateOf()).toBe("no-permission");
        expect(
          screen.getByText(
            "Only teachers and administrators can see salary statements, teacher payments and monetary statements.",
          ),
        ).toBeTruthy();
        expect(payrollCalls()).toEqual([]);
      });
    }
  }

  it("shows the admins' forms to a teacher as the no-permission page", async () => {
    const forms = [
      ["/salary/create/teacher/:teacherId", "/salary/create/teacher/41", <StatementFormPage key="s" />],
      ["/payment/create", "/payment/create", <PaymentFormPage key="p" />],
      ["/monetaryStatement/edit/:id", "/monetaryStatement/edit/3", <MonetaryStatementFormPage key="m" />],
    ] as const;
    for (const [pattern, path, element] of forms) {
      const { payrollCalls } = renderRoute(pattern, path, element, me(41, ["teacher"]));
      expect(await screen.findByRole("heading", { level: 1, name: NO_PERMISSION }), path).toBeTruthy();
      expect(document.querySelectorAll("h1"), path).toHaveLength(1);
      expect(screen.getByText("Only administrators can do this."), path).toBeTruthy();
      expect(payrollCalls(), path).toEqual([]);
      document.body.innerHTML = "";
    }
  });

  it("says a statement that cannot be edited because it does not exist is not found, as a page", async () => {
    renderRoute(
      "/salary/teacher/:teacherId/reset/:payrollId",
      "/salary/teacher/41/reset/999",
      <StatementFormPage />,
      me(1, ["super-admin"]),
      {
        "GET /api/payroll/999": [
          404,
          { message: "This salary statement does not exist.", code: "not_found" },
        ],
      },
    );
    expect(
      await screen.findByRole("heading", { level: 1, name: "We couldn't find this record" }),
    ).toBeTruthy();
    expect(document.querySelectorAll("h1")).toHaveLength(1);
    expect(document.title).toBe("Not found | EduBridge");
  });
});

describe("payroll pages' titles and links", () => {
  const monetary = {
    id: 3,
    teacher,
    title: "2026 Q3",
    period_start: "2026-07-01",
    period_end: "2026-09-30",
    note: "",
    lines: [{ currency: "TWD", earned: 0, paid: 0, outstanding: 0, awaiting_confirmation: 780000 }],
    statements: [],
    billing: { official_name: null, ssn: null, bank_account: null, payment_method: null, masked: false },
    pdf_url: "/api/monetary-statements/3/pdf",
    created_at: "2026-10-01T00:00:00.000Z",
    updated_at: "2026-10-01T00:00:00.000Z",
  };

  it("links the monetary statement PDF in the reader's language", async () => {
    const { statements: _s, billing: _b, ...row } = monetary;
    renderRoute("/monetaryStatement", "/monetaryStatement", <MonetaryStatementsPage />, me(41, ["teacher"]), {
      "GET /api/monetary-statements": [200, page([row])],
    });
    const link = await screen.findByRole("link", { name: "PDF" });
    expect(link.getAttribute("href")).toBe("/api/monetary-statements/3/pdf?lang=en");
    // The list counts what awaits confirmation beside what is owed.
    // One currency on the screen: the spec's $.
    expect(within(screen.getByTestId("monetary-statements")).getByText("$7,800")).toBeTruthy();
    expect(document.title).toBe("Monetary statements | EduBridge");
  });

  it("writes NT$ and US$ where a teacher's TWD and USD figures meet, $ nowhere", async () => {
    const { statements: _s, billing: _b, ...row } = monetary;
    const mixed = {
      ...row,
      lines: [
        ...row.lines,
        { currency: "USD", earned: 0, paid: 0, outstanding: 0, awaiting_confirmation: 1_050 },
      ],
    };
    renderRoute("/monetaryStatement", "/monetaryStatement", <MonetaryStatementsPage />, me(41, ["teacher"]), {
      "GET /api/monetary-statements": [200, page([mixed])],
    });
    expect((await screen.findAllByText("NT$7,800 · US$10.50")).length).toBeGreaterThan(0);
    const list = screen.getByTestId("monetary-statements");
    expect(list.textContent).toContain("NT$0 · US$0.00");
    expect(list.textContent).not.toMatch(/(^|[^A-Z])\$\d/);
  });

  it("names the monetary statement's edit page apart from the list (one title per screen), its PDF in the reader's language", async () => {
    renderRoute(
      "/monetaryStatement/edit/:id",
      "/monetaryStatement/edit/3",
      <MonetaryStatementFormPage />,
      me(1, ["super-admin"]),
      { "GET /api/monetary-statements/3": [200, monetary] },
    );
    expect(await screen.findByTestId("monetary-pdf")).toBeTruthy();
    expect(screen.getByTestId("monetary-pdf").getAttribute("href")).toBe(
      "/api/monetary-statements/3/pdf?lang=en",
    );
    expect(document.title).toBe("2026 Q3 · Edit monetary statement | EduBridge");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Edit monetary statement");
    expect(
      within(screen.getByTestId("monetary-figures")).getByTestId("awaiting-confirmation").textContent,
    ).toBe("Awaiting confirmation: $7,800");
  });

  it("counts a statement awaiting confirmation in the teacher's summary as its row shows it", async () => {
    const row = {
      id: 5,
      teacher,
      title: "September",
      period_start: "2026-09-01",
      period_end: "2026-09-30",
      currency: "TWD",
      total: 780000,
      paid_amount: 0,
      outstanding: 780000,
      state: "confirm_pending",
      payment_method: "bank_transfer",
      sent_at: "2026-10-02T02:00:00.000Z",
      confirmed_at: null,
      created_at: "2026-10-01T02:00:00.000Z",
    };
    renderRoute("/salary", "/salary", <SalaryListPage />, me(41, ["teacher"]), {
      "GET /api/teacher-ledger/41": [
        200,
        {
          teacher,
          balances: [{ currency: "TWD", earned: 0, paid: 0, outstanding: 0, awaiting_confirmation: 780000 }],
          entries: [],
        },
      ],
      "GET /api/payroll/unpaid": [200, page([row])],
    });
    const summary = await screen.findByTestId("my-balance");
    const rows = await screen.findByTestId("statements");
    await waitFor(() => expect(within(rows).getByText("Awaiting confirmation")).toBeTruthy());
    expect(within(rows).getAllByText("$7,800").length).toBeGreaterThan(0);
    expect(within(summary).getByTestId("awaiting-confirmation").textContent).toBe(
      "Awaiting confirmation: $7,800",
    );
    expect(within(summary).getByText(/^Outstanding/).textContent).toBe("Outstanding: $0");
  });

  it("starts a new statement on the period that holds the teacher's unpaid lessons", async () => {
    const lesson = (id: number, startedAt: string) => ({
      kind: "teaching",
      teaching_log_id: id,
      reason: `Class ${id}`,
      class_id: 7,
      class_name: `SAT ${id}`,
      started_at: startedAt,
      duration_minutes: 60,
      salary_unit: 3,
      is_online: false,
      rate: 80000,
      payable_students: 1,
      amount: 80000,
      signed_amount: 80000,
      currency: "TWD",
    });
    const unpaid = {
      teacher,
      data: [lesson(1, "2026-08-12T06:00:00.000Z"), lesson(2, "2026-10-05T06:00:00.000Z")],
      totals: [],
    };
    const { calls } = renderRoute(
      "/salary/create/teacher/:teacherId",
      "/salary/create/teacher/41",
      <StatementFormPage />,
      me(1, ["super-admin"]),
      { "GET /api/payroll/unpaid/41": [200, unpaid] },
    );
    const start = (await screen.findByLabelText(/^Period start/)) as HTMLInputElement;
    expect(start.value).toBe("2026-08-01");
    expect((screen.getByLabelText(/^Period end/) as HTMLInputElement).value).toBe("2026-10-31");
    // The form lists them over that period, both ticked.
    await waitFor(() =>
      expect(calls.some((c) => c.url === "/api/payroll/unpaid/41?from=2026-08-01&to=2026-10-31")).toBe(true),
    );
    const rows = within(await screen.findByTestId("statement-lines"))
      .getAllByRole("row")
      .slice(1);
    expect(rows.map((r) => r.getAttribute("data-selected"))).toEqual(["true", "true"]);
    expect(document.querySelectorAll("h1")).toHaveLength(1);
  });
});
