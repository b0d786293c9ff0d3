import { formatMoney, payrollEndpoints } from "@edu/shared";
import type { PayrollUnpaidLine } from "@edu/shared/payroll";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fillAnswer } from "../../../test/fill-answer";
import { renderPage, stubFetch } from "../../../test/render-page";
import { sentStatement } from "../lib/statement.fixture";
import { StatementForm } from "./statement-form";

afterEach(() => vi.unstubAllGlobals());

const teacher = { id: 41, username: "grace", first_name: "Grace", last_name: "Chen" };
const line = (id: number, amount: number, currency: "TWD" | "USD" = "TWD"): PayrollUnpaidLine => ({
  kind: "teaching",
  teaching_log_id: id,
  reason: `Class ${id}`,
  class_id: 7,
  class_name: `SAT ${id}`,
  started_at: "2026-10-05T08:00:00.000Z",
  duration_minutes: 90,
  salary_unit: 3,
  is_online: false,
  rate: 80000,
  payable_students: 2,
  amount,
  signed_amount: amount,
  currency,
});
const unpaid = {
  teacher,
  data: [line(101, 120000), line(102, 150000), line(103, 4500, "USD")],
  totals: [],
};

function setup(answer: [number, unknown] = [200, fillAnswer(payrollEndpoints.createPayroll, { id: 9 })]) {
  const { fetchStub, calls } = stubFetch({
    "GET /api/payroll/unpaid/41": [200, unpaid],
    "POST /api/payroll": answer,
  });
  vi.stubGlobal("fetch", fetchStub);
  const view = renderPage(<StatementForm teacher={teacher} />, "/salary/create/teacher/41");
  return { ...view, calls, posts: () => calls.filter((c) => c.method === "POST") };
}

const total = () => screen.getByTestId("statement-total").textContent;
const box = (name: string) => screen.getByRole("checkbox", { name: `Include ${name}` });

describe("salary statement form", () => {
  it("selects every lesson in the statement's currency and totals them; unticking one takes it off", async () => {
    setup();
    await waitFor(() => expect(total()).toBe(formatMoney(270000, "TWD", { distinct: true })));
    expect((box("SAT 103") as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText("Paid in USD: goes on a statement of its own")).toBeTruthy();
    fireEvent.click(box("SAT 101"));
    expect((box("SAT 101") as HTMLInputElement).checked).toBe(false);
    expect(total()).toBe(formatMoney(150000, "TWD", { distinct: true }));
    fireEvent.click(screen.getByRole("checkbox", { name: "Select all lessons" }));
    expect(total()).toBe(formatMoney(270000, "TWD", { distinct: true }));
    fireEvent.click(screen.getByRole("checkbox", { name: "Select all lessons" }));
    expect(total()).toBe(formatMoney(0, "TWD", { distinct: true }));
  });

  it("adds a bonus and a deduction to the total, refuses a manual item without a reason, and posts the selection", async () => {
    const { posts, router } = setup();
    await waitFor(() => expect(total()).toBe(formatMoney(270000, "TWD", { distinct: true })));
    fireEvent.click(box("SAT 101"));
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: "October 2026" } });

    fireEvent.click(screen.getByRole("button", { name: "Add bonus" }));
    fireEvent.click(screen.getByRole("button", { name: "Add deduction" }));
    const [bonus, deduction] = screen.getAllByTestId("manual-item");
    if (!bonus || !deduction) throw new Error("two manual rows expected");
    fireEvent.change(within(bonus).getByLabelText(/^Amount/), { target: { value: "200" } });
    fireEvent.change(within(deduction).getByLabelText(/^Amount/), { target: { value: "50" } });
    fireEvent.change(within(deduction).getByLabelText(/^Reason/), { target: { value: "Late report" } });
    expect(total()).toBe(formatMoney(150000 + 20000 - 5000, "TWD", { distinct: true }));

    fireEvent.click(screen.getByRole("button", { name: "Create statement" }));
    await waitFor(() =>
      expect(
        within(bonus)
          .getByLabelText(/^Reason/)
          .getAttribute("aria-invalid"),
      ).toBe("true"),
    );
    expect(posts()).toHaveLength(0);

    fireEvent.change(within(bonus).getByLabelText(/^Reason/), { target: { value: "Extra mock exam" } });
    fireEvent.click(screen.getByRole("button", { name: "Create statement" }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]?.body).toMatchObject({
      teacher_user_id: 41,
      title: "October 2026",
      currency: "TWD",
      teaching_log_ids: [102],
      manual_items: [
        { kind: "bonus", reason: "Extra mock exam", amount: 20000 },
        { kind: "deduction", reason: "Late report", amount: 5000 },
      ],
      payment_method: "bank_transfer",
    });
    await waitFor(() => expect(router.state.location.pathname).toBe("/41/salary/9"));
  }, 20_000);

  it("shows the server's refusal (a lesson claimed meanwhile) and stays", async () => {
    const { posts, router } = setup([
      409,
      { message: "A lesson on this statement is already on another statement.", code: "payroll_log_claimed" },
    ]);
    await waitFor(() => expect(total()).toBe(formatMoney(270000, "TWD", { distinct: true })));
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: "October" } });
    fireEvent.click(screen.getByRole("button", { name: "Create statement" }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect((await screen.findByRole("alert")).textContent).toContain("already on another statement");
    expect(router.state.location.pathname).toBe("/salary/create/teacher/41");
  }, 20_000);

  it("says why a bonus is refused, in the money module's words, on a new statement and an edit", async () => {
    const statement = sentStatement({ can: { ...sentStatement().can, edit: true } });
    const { fetchStub, calls } = stubFetch({
      "GET /api/payroll/unpaid/41": [200, { ...unpaid, data: [] }],
    });
    vi.stubGlobal("fetch", fetchStub);
    renderPage(<StatementForm teacher={teacher} statement={statement} />, "/salary/teacher/41/reset/5");
    const amount = await within(await screen.findByTestId("manual-item")).findByLabelText(/^Amount/);
    for (const [typed, reason] of [
      ["500.5", /^Too many decimal places for this currency/],
      ["0", /^Money must be a number greater than 0\.$/],
      ["-100", /^Money must be a number greater than 0\.$/],
      ["10000000001", /^The amount is too large/],
    ] as const) {
      fireEvent.change(amount, { target: { value: typed } });
      fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
      expect(await screen.findByText(reason)).toBeTruthy();
    }
    expect(calls.filter((c) => c.method === "PATCH")).toHaveLength(0);
  }, 20_000);

  it("refuses a 500.5 TWD bonus on a new statement as too many decimals, not 'greater than 0'", async () => {
    const { posts } = setup();
    await waitFor(() => expect(total()).toBe(formatMoney(270000, "TWD", { distinct: true })));
    fireEvent.click(screen.getByRole("button", { name: "Add bonus" }));
    const bonus = screen.getByTestId("manual-item");
    fireEvent.change(within(bonus).getByLabelText(/^Reason/), { target: { value: "Extra mock exam" } });
    fireEvent.change(within(bonus).getByLabelText(/^Amount/), { target: { value: "500.5" } });
    fireEvent.click(screen.getByRole("button", { name: "Create statement" }));
    expect(await within(bonus).findByText(/^Too many decimal places for this currency/)).toBeTruthy();
    expect(within(bonus).queryByText(/greater than 0/)).toBeNull();
    expect(posts()).toHaveLength(0);
  }, 20_000);

  it("edits a statement from what it holds: left-out lessons unticked, and a bonus saved adds no lesson", async () => {
    const statement = sentStatement({ can: { ...sentStatement().can, edit: true } });
    const { fetchStub, calls } = stubFetch({
      // Lessons of the period left out of the statement: listed, not ticked.
      "GET /api/payroll/unpaid/41": [200, { ...unpaid, data: [line(300, 90000), line(301, 60000)] }],
      "PATCH /api/payroll/5": [200, { ...statement, id: 5 }],
    });
    vi.stubGlobal("fetch", fetchStub);
    const { router } = renderPage(
      <StatementForm teacher={teacher} statement={statement} />,
      "/salary/teacher/41/reset/5",
    );
    await waitFor(() => expect(screen.getByRole("checkbox", { name: "Include SAT 300" })).toBeTruthy());
    expect((box("SAT A") as HTMLInputElement).checked).toBe(true);
    expect((box("TOEFL B") as HTMLInputElement).checked).toBe(true);
    expect((box("SAT 300") as HTMLInputElement).checked).toBe(false);
    expect((box("SAT 301") as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole("checkbox", { name: "Select all lessons" }) as HTMLInputElement).checked).toBe(
      false,
    );
    // The statement's own total: two lessons and the bonus, nothing of the left-out lessons.
    expect(total()).toBe(formatMoney(340000, "TWD"));

    fireEvent.change(within(screen.getByTestId("manual-item")).getByLabelText(/^Amount/), {
      target: { value: "500" },
    });
    expect(total()).toBe(formatMoney(370000, "TWD"));
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(calls.filter((c) => c.method === "PATCH")).toHaveLength(1));
    const body = calls.find((c) => c.method === "PATCH")?.body as Record<string, unknown>;
    expect(body).not.toHaveProperty("teaching_log_ids");
    expect(body.manual_items).toEqual([{ kind: "bonus", reason: "Extra mock exam", amount: 50000 }]);
    await waitFor(() => expect(router.state.location.pathname).toBe("/41/salary/5"));
  }, 20_000);

  it("shows the admin what the teacher disputed while fixing the statement", async () => {
    const disputed = sentStatement({ state: "problem", can: { ...sentStatement().can, edit: true } });
    disputed.items = disputed.items.map((item) => ({ ...item, in_problem: item.id === 2 || item.id === 3 }));
    disputed.problems = [
      {
        id: 1,
        item_ids: [2, 3],
        description: "TOEFL B was 90 minutes and the bonus is too low.",
        created_at: "2026-11-03T02:00:00.000Z",
        created_by: 41,
        resolved_at: null,
      },
    ];
    const { fetchStub } = stubFetch({ "GET /api/payroll/unpaid/41": [200, { ...unpaid, data: [] }] });
    vi.stubGlobal("fetch", fetchStub);
    renderPage(<StatementForm teacher={teacher} statement={disputed} />, "/salary/teacher/41/reset/5");
    expect((await screen.findByTestId("open-problem")).textContent).toContain("TOEFL B was 90 minutes");
    const rows = within(screen.getByTestId("statement-lines")).getAllByRole("row").slice(1);
    expect(rows.map((row) => row.getAttribute("data-in-problem"))).toEqual(["false", "true"]);
    expect(within(rows[1] as HTMLElement).getByText("Disputed by the teacher")).toBeTruthy();
    expect(screen.getByTestId("manual-item").getAttribute("data-disputed")).toBe("true");
  }, 20_000);
});
