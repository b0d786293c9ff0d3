import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n } from "../../../lib/i18n";
import { renderPage, stubFetch } from "../../../test/render-page";
import { parent, savedBill, tree } from "../lib/bill.fixture";
import { emptyBillForm, validateBillForm, withTree } from "../lib/bill-form";
import { BillForm } from "./bill-form";

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage("en");
});

const rates = { USD: "31.5", CNY: "4.4" };

function renderForm(initial = withTree(emptyBillForm(), tree, { studentId: 11 })) {
  return renderPage(<BillForm initial={initial} rates={rates} heading="New bill" />, "/bill/create");
}

const item = (key: string) => screen.getByTestId(`tree-item-${key}`);
const itemBox = (key: string) => within(item(key)).getAllByRole("checkbox")[0] as HTMLInputElement;
const logBox = (id: number) => screen.getByTestId(`tree-log-${id}`) as HTMLInputElement;
const total = () => screen.getByTestId("bill-total").textContent;

describe("the bill form's selection tree (spec 02 §4)", { timeout: 30_000 }, () => {
  it("ticking a line flips its logs; a log recomputes its line: selected, notSelectedAll, unSelected", () => {
    renderForm();
    expect(item("lesson:7:11").dataset.selection).toBe("unSelected");
    expect(total()).toBe("$0");

    fireEvent.click(itemBox("lesson:7:11"));
    expect(item("lesson:7:11").dataset.selection).toBe("selected");
    expect([1, 2, 3].every((id) => logBox(id).checked)).toBe(true);
    expect(total()).toBe("$4,500");

    fireEvent.click(logBox(2));
    expect(item("lesson:7:11").dataset.selection).toBe("notSelectedAll");
    // The indeterminate state is shown on the line's box.
    expect(itemBox("lesson:7:11").dataset.indeterminate).toBe("true");
    expect(itemBox("lesson:7:11").checked).toBe(false);
    expect(total()).toBe("$3,000");

    fireEvent.click(logBox(1));
    fireEvent.click(logBox(3));
    expect(item("lesson:7:11").dataset.selection).toBe("unSelected");
    expect(total()).toBe("$0");

    fireEvent.click(logBox(1));
    fireEvent.click(logBox(2));
    fireEvent.click(logBox(3));
    expect(item("lesson:7:11").dataset.selection).toBe("selected");

    // A partly selected line ticked again becomes fully selected.
    fireEvent.click(logBox(2));
    fireEvent.click(itemBox("lesson:7:11"));
    expect(item("lesson:7:11").dataset.selection).toBe("selected");
    expect(logBox(2).checked).toBe(true);
  });

  it("adds a sibling once, refuses to remove the only student, and converts the live total", () => {
    renderForm();
    const students = screen.getByTestId("bill-students");
    expect(within(students).getByText("王小明")).toBeTruthy();
    // The only student cannot be removed.
    fireEvent.click(screen.getByRole("button", { name: "Remove 王小明" }));
    expect(screen.getByRole("alert").textContent).toBe("A bill's only student cannot be removed.");
    expect(within(students).getByText("王小明")).toBeTruthy();
    // The sibling's line appears once she is on the bill; USD 100 at 31.5 TWD.
    expect(screen.queryByTestId("tree-item-enrollment:22")).toBeNull();
    fireEvent.click(screen.getByPlaceholderText("Add a student"));
    fireEvent.click(screen.getByRole("option", { name: "王小華" }));
    expect(within(students).getByText("王小華")).toBeTruthy();
    expect(screen.queryByRole("option", { name: "王小華" })).toBeNull();
    fireEvent.click(itemBox("enrollment:22"));
    // A USD line meets the TWD bill: the total says which dollars, as the line does.
    expect(total()).toBe("NT$3,150");
    expect(within(screen.getByTestId("tree-item-enrollment:22")).getByText("US$100.00")).toBeTruthy();
    // Now one of the two may go.
    fireEvent.click(screen.getByRole("button", { name: "Remove 王小明" }));
    expect(within(students).queryByText("王小明")).toBeNull();
  });

  it("shows the spec's required messages (from the shared catalogue) and sends nothing", async () => {
    const { fetchStub, calls } = stubFetch({});
    vi.stubGlobal("fetch", fetchStub);
    renderForm();
    fireEvent.click(itemBox("enrollment:21"));
    fireEvent.click(screen.getByRole("button", { name: "Save bill" }));
    expect(await screen.findByText("The bill title cannot be empty!")).toBeTruthy();
    expect(screen.getByText("The payment due date cannot be empty!")).toBeTruthy();
    expect(calls.filter((call) => call.method === "POST")).toHaveLength(0);
  });

  it("reads 帳單名稱不得為空！ and 收款日期不得為空！ in Traditional Chinese", async () => {
    await i18n.changeLanguage("zh-TW");
    const errors = validateBillForm(withTree(emptyBillForm(), tree, { studentId: 11 }));
    expect(errors.title).toBe("帳單名稱不得為空！");
    expect(errors.receivable_date).toBe("收款日期不得為空！");
  });

  it("posts only selected and partly selected lines with their selected logs, then shows the server's total", async () => {
    const { fetchStub, calls } = stubFetch({ "POST /api/order": [200, { data: savedBill }] });
    vi.stubGlobal("fetch", fetchStub);
    const { router } = renderForm();
    fireEvent.click(itemBox("enrollment:21"));
    fireEvent.click(itemBox("lesson:7:11"));
    fireEvent.click(logBox(3));
    fireEvent.change(screen.getByRole("textbox", { name: "Bill title" }), { target: { value: "September" } });
    fireEvent.change(screen.getByLabelText(/Receivable date/), { target: { value: "2026-10-01" } });
    fireEvent.click(screen.getByRole("button", { name: "Save bill" }));
    await waitFor(() => expect(calls.some((call) => call.method === "POST")).toBe(true));
    await waitFor(() => expect(router.state.location.pathname).toBe("/bill/900"));
    const body = calls.find((call) => call.method === "POST")?.body as {
      user_id: number;
      items: { type: string; id: number; selection: string; lesson_logs?: { lesson_log_id: number }[] }[];
    };
    expect(body.user_id).toBe(parent.id);
    expect(body.items.map((line) => [line.type, line.id, line.selection])).toEqual([
      ["enrollment", 21, "selected"],
      ["lesson", 7, "notSelectedAll"],
    ]);
    expect(body.items[1]?.lesson_logs?.map((l) => l.lesson_log_id)).toEqual([1, 2]);
  });

  it("asks before changing the parent, and a confirmed change clears the bill", async () => {
    const other = { id: 6, username: "lin", email: "lin@example.com", first_name: "Amy", last_name: "Lin" };
    // What the parent search answers beside the name: the account as the relations module declares it.
    const searchedAccount = {
      all_roles: ["parent" as const],
      timezone: "Asia/Taipei",
      student_ids: [31],
      account_balance: 0,
      account_balance_currency: "TWD" as const,
      default_currency: "TWD" as const,
      lang: "en" as const,
      is_active: true,
      finish_bind: true,
      created_at: "2026-01-01T00:00:00.000Z",
    };
    const { fetchStub, calls } = stubFetch({
      "/api/parent/search": [
        200,
        { data: [{ ...other, ...searchedAccount }], current_page: 1, per_page: 20, total: 1, last_page: 1 },
      ],
      "/api/order/6/children/unpaid": [
        200,
        {
          data: {
            parent: { ...other },
            students: [{ id: 31, first_name: "Ben", last_name: "Lin", email: null }],
            items: [],
          },
        },
      ],
    });
    vi.stubGlobal("fetch", fetchStub);
    renderForm();
    fireEvent.click(itemBox("enrollment:21"));
    const picker = screen.getByPlaceholderText("Search a parent by name, username or email");
    fireEvent.focus(picker);
    fireEvent.click(picker);
    fireEvent.change(picker, { target: { value: "lin" } });
    await waitFor(() =>
      expect(calls.some((call) => call.url.startsWith("/api/parent/search?q=lin"))).toBe(true),
    );
    // The dropdown is in a portal jsdom reports as hidden; the option is clicked as a person would.
    const [option] = await screen.findAllByRole("option", { name: "Amy Lin (#6)", hidden: true });
    fireEvent.click(option as HTMLElement);
    expect(await screen.findByText("Change the parent?")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Confirm" }));
    await waitFor(() => expect(screen.queryByTestId("tree-item-enrollment:21")).toBeNull());
    expect(await within(screen.getByTestId("bill-students")).findByText("Ben Lin")).toBeTruthy();
    expect(screen.getByText("Nothing left to bill for this student.")).toBeTruthy();
  });

  it("Enter in the date field (or any field) does not save the bill: only the button does", async () => {
    const { fetchStub, calls } = stubFetch({ "POST /api/order": [200, { data: savedBill }] });
    vi.stubGlobal("fetch", fetchStub);
    const user = userEvent.setup();
    const { router } = renderForm();
    fireEvent.click(itemBox("enrollment:21"));
    const title = screen.getByRole("textbox", { name: "Bill title" });
    await user.type(title, "September{Enter}");
    const date = screen.getByLabelText(/Receivable date/);
    await user.click(date);
    await user.type(date, "2026-10-01{Enter}");
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(calls.filter((call) => call.method === "POST")).toHaveLength(0);
    expect(router.state.location.pathname).toBe("/bill/create");
    await user.click(screen.getByRole("button", { name: "Save bill" }));
    await waitFor(() => expect(calls.filter((call) => call.method === "POST")).toHaveLength(1));
    expect(calls.find((call) => call.method === "POST")?.body).toMatchObject({
      title: "September",
      receivable_date: "2026-10-01",
    });
  });

  it("says why a TWD line of 500.5 is refused: too many decimals, the money module's words", async () => {
    const { fetchStub, calls } = stubFetch({ "POST /api/order": [200, { data: savedBill }] });
    vi.stubGlobal("fetch", fetchStub);
    renderForm();
    fireEvent.click(screen.getByRole("button", { name: "Add an item" }));
    const line = screen.getByTestId("manual-line");
    fireEvent.change(within(line).getByRole("textbox", { name: "Item" }), { target: { value: "Books" } });
    fireEvent.change(within(line).getByRole("textbox", { name: "Price" }), { target: { value: "500.5" } });
    fireEvent.change(screen.getByRole("textbox", { name: "Bill title" }), { target: { value: "Books" } });
    fireEvent.change(screen.getByLabelText(/Receivable date/), { target: { value: "2026-10-01" } });
    fireEvent.click(screen.getByRole("button", { name: "Save bill" }));
    expect(await within(line).findByText(/^Too many decimal places for this currency/)).toBeTruthy();
    expect(calls.filter((call) => call.method === "POST")).toHaveLength(0);
  });

  it("a bill of 0 asks before it saves; cancelling sends nothing", async () => {
    const { fetchStub, calls } = stubFetch({ "POST /api/order": [200, { data: savedBill }] });
    vi.stubGlobal("fetch", fetchStub);
    renderForm();
    fireEvent.click(screen.getByRole("button", { name: "Add an item" }));
    const line = screen.getByTestId("manual-line");
    fireEvent.change(within(line).getByRole("textbox", { name: "Item" }), {
      target: { value: "Trial lesson" },
    });
    fireEvent.change(within(line).getByRole("textbox", { name: "Price" }), { target: { value: "0" } });
    fireEvent.change(screen.getByRole("textbox", { name: "Bill title" }), { target: { value: "Trial" } });
    fireEvent.change(screen.getByLabelText(/Receivable date/), { target: { value: "2026-10-01" } });
    expect(total()).toBe("$0");
    fireEvent.click(screen.getByRole("button", { name: "Save bill" }));
    expect(
      await screen.findByText("This bill's total is $0: the family will owe nothing. Save it anyway?"),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(calls.filter((call) => call.method === "POST")).toHaveLength(0);

    fireEvent.click(screen.getByRole("button", { name: "Save bill" }));
    fireEvent.click(await screen.findByRole("button", { name: "Save anyway" }));
    await waitFor(() => expect(calls.filter((call) => call.method === "POST")).toHaveLength(1));
  });
});
