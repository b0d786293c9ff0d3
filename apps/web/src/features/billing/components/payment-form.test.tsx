import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderPage, stubFetch } from "../../../test/render-page";
import { readAmount, validatePayment } from "../lib/payment-form";
import { PaymentForm } from "./payment-form";

afterEach(() => vi.unstubAllGlobals());

const payments = {
  data: {
    order_id: 900,
    summary: {
      price_currency: "TWD",
      amount_due: 3600000,
      verified_paid: 0,
      balance_paid: 0,
      marked_paid: 0,
      pending_amount: 3600000,
      outstanding: 3600000,
      status: 2,
      status_key: "confirm_pending",
    },
    transactions: [],
    problems: [],
    paid_marks: [],
  },
};

function renderForm() {
  return renderPage(<PaymentForm billId={900} currency="TWD" />, "/bill/parents/transaction/900");
}

const amountField = () => screen.getByRole("textbox", { name: /Amount paid/ });
const submit = () => fireEvent.click(screen.getByRole("button", { name: "Submit payment" }));

describe("the parent's payment form (spec 02 §5)", { timeout: 30_000 }, () => {
  it("reads amounts with the money module's one schema and its reasons", () => {
    expect(readAmount("abc", "TWD")).toEqual({ ok: false, error: "v.money_positive" });
    expect(readAmount("12.5", "TWD")).toEqual({ ok: false, error: "v.money_decimals" });
    expect(readAmount("", "TWD")).toEqual({ ok: false, error: "v.money_positive" });
    expect(readAmount("0", "TWD")).toEqual({ ok: false, error: "v.money_positive" });
    expect(readAmount("-5", "TWD")).toEqual({ ok: false, error: "v.money_positive" });
    expect(readAmount("10000000001", "TWD")).toEqual({ ok: false, error: "v.money_too_large" });
    expect(readAmount("12,000", "TWD")).toEqual({ ok: true, value: 1200000 });
    expect(readAmount("12.34", "USD")).toEqual({ ok: true, value: 1234 });
    const base = {
      amount: "100",
      currency: "TWD" as const,
      date: "2026-10-01",
      proof: { id: 1, name: "a.png" },
      remark: "",
    };
    expect(validatePayment({ ...base, account_last5: "1234" })).toEqual({
      account_last5: "pay.lastFiveInvalid",
    });
    expect(validatePayment({ ...base, account_last5: "12345" })).toEqual({});
    expect(validatePayment({ ...base, account_last5: "", proof: null, date: "" })).toEqual({
      proof: "pay.proofRequired",
      date: "pay.dateRequired",
    });
  });

  it("says the money module's reason (greater than 0, too many decimals) and sends nothing", async () => {
    const { fetchStub, calls } = stubFetch({});
    vi.stubGlobal("fetch", fetchStub);
    renderForm();
    fireEvent.change(amountField(), { target: { value: "twelve" } });
    submit();
    expect(await screen.findByText("Money must be a number greater than 0.")).toBeTruthy();
    expect(screen.getByText("Upload a proof of payment.")).toBeTruthy();
    fireEvent.change(amountField(), { target: { value: "500.5" } });
    submit();
    expect(await screen.findByText(/^Too many decimal places for this currency/)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it("uploads the proof as an image document, then posts the payment with the last five digits", async () => {
    const { fetchStub, calls } = stubFetch({
      "POST /api/document": [
        200,
        {
          document: {
            id: 77,
            url: "/files/77/proof.png",
            name: "proof.png",
            size: 10,
            mime_type: "image/png",
          },
        },
      ],
      "POST /api/order/900/transaction": [200, payments],
    });
    vi.stubGlobal("fetch", fetchStub);
    const { router } = renderForm();
    fireEvent.change(amountField(), { target: { value: "36,000" } });
    fireEvent.change(screen.getByLabelText(/Date paid/), { target: { value: "2026-10-02" } });
    const file = new File([new Uint8Array([137, 80, 78, 71])], "proof.png", { type: "image/png" });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [file] } });
    expect(await screen.findByText("Uploaded: proof.png")).toBeTruthy();
    fireEvent.change(screen.getByRole("textbox", { name: /Last five digits/ }), {
      target: { value: "54321" },
    });
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe("/bill/900"));
    const post = calls.find((call) => call.url === "/api/order/900/transaction");
    expect(post?.body).toEqual({
      amount: 3600000,
      currency: "TWD",
      date: "2026-10-02",
      proof_upload_id: 77,
      remark: "",
      account_last5: "54321",
    });
  });

  it("the proof picker is a visible, labelled field that names the chosen image and previews it", async () => {
    const { fetchStub } = stubFetch({
      "POST /api/document": [
        200,
        {
          document: { id: 78, url: "/files/78/t.png", name: "transfer.png", size: 4, mime_type: "image/png" },
        },
      ],
    });
    vi.stubGlobal("fetch", fetchStub);
    renderForm();
    const picker = screen.getByLabelText(/Proof of payment \(image\)/);
    // Not an empty box: it says what to do before anything is chosen.
    expect(picker.textContent).toContain("Choose an image of the transfer");
    expect(screen.getByText("A photo or screenshot of the transfer receipt")).toBeTruthy();
    const file = new File([new Uint8Array([137, 80, 78, 71])], "transfer.png", { type: "image/png" });
    fireEvent.change(document.querySelector('input[type="file"]') as HTMLInputElement, {
      target: { files: [file] },
    });
    expect(await screen.findByText("Uploaded: transfer.png")).toBeTruthy();
    expect(picker.textContent).toContain("transfer.png");
    const preview = await screen.findByRole("img", { name: "Preview of transfer.png" });
    expect(preview.getAttribute("src")).toMatch(/^blob:/);
  });

  it("Enter in a field does not send the payment: only the button does", async () => {
    const { fetchStub, calls } = stubFetch({});
    vi.stubGlobal("fetch", fetchStub);
    const user = userEvent.setup();
    renderForm();
    await user.type(amountField(), "36000{Enter}");
    await user.type(screen.getByRole("textbox", { name: /Last five digits/ }), "54321{Enter}");
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    // A submit would have shown the missing proof's message.
    expect(screen.queryByText("Upload a proof of payment.")).toBeNull();
    expect(calls).toHaveLength(0);
  });
});
