import { receivableEndpoints } from "@edu/shared";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fillAnswer } from "../../../test/fill-answer";
import { renderPage, stubFetch } from "../../../test/render-page";
import { emptyReceivableValues, valuesFromEnrollment } from "../lib/receivable-form";
import { ReceivableForm } from "./receivable-form";

afterEach(() => vi.unstubAllGlobals());

const rates = [200, { base: "TWD", rates: { USD: "32", CNY: "4.5" }, entries: [] }] as [number, unknown];

const prefilled = () =>
  valuesFromEnrollment(
    {
      id: 9,
      course_session_id: 501,
      course_session_title: "SAT Summer",
      student_user_id: 31,
      student_first_name: "Ethan",
      student_last_name: "Lin",
      parent_user_id: 21,
      parent: { id: 21, username: "mei", first_name: "Mei", last_name: "Lin" },
      currency: "TWD",
      fee: 1_200_000,
    },
    {
      title: "SAT Summer — Ethan",
      payer: { id: 21, label: "Mei Lin (#21)" },
      studentLabel: "Ethan Lin (#31)",
    },
  );

// Mantine forms render slowly on a loaded machine: each journey gets more than the default 5 s.
describe("receivable form", { timeout: 30_000 }, () => {
  it("shows the spec's title message and the item errors, and sends nothing", async () => {
    const { fetchStub, calls } = stubFetch({ "GET /api/money-convert-ratio": rates });
    vi.stubGlobal("fetch", fetchStub);
    renderPage(<ReceivableForm initial={emptyReceivableValues()} />, "/receivable/create");
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("The receivable's title cannot be empty!")).toBeTruthy();
    expect(screen.getByText("The item's title cannot be empty!")).toBeTruthy();
    expect(screen.getByText("The collection date cannot be empty!")).toBeTruthy();
    expect(screen.getByText("Money must be a number greater than 0.")).toBeTruthy();
    expect(calls.filter((call) => call.method === "POST")).toHaveLength(0);
  });

  it("refuses decimals TWD does not have, then posts minor units without a total and opens the receivable", async () => {
    const { fetchStub, calls } = stubFetch({
      "GET /api/money-convert-ratio": rates,
      "POST /api/receivable-order": [200, fillAnswer(receivableEndpoints.createReceivableOrder, { id: 77 })],
    });
    vi.stubGlobal("fetch", fetchStub);
    const { router } = renderPage(
      <ReceivableForm initial={prefilled()} />,
      "/receivable/create/enrollment/9",
    );
    expect((screen.getByLabelText(/Receivable title/) as HTMLInputElement).value).toBe("SAT Summer — Ethan");
    fireEvent.change(screen.getByLabelText(/Collection date/), { target: { value: "2026-12-01" } });
    fireEvent.change(screen.getByLabelText(/^Amount/), { target: { value: "12000.5" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText(/Too many decimal places/)).toBeTruthy();
    expect(calls.filter((call) => call.method === "POST")).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(/^Amount/), { target: { value: "12000" } });
    await waitFor(() => expect(screen.getByTestId("estimated-total").textContent).toContain("$12,000"));
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/receivable/77"), { timeout: 5000 });
    const post = calls.find((call) => call.method === "POST");
    expect(post?.body).toEqual({
      title: "SAT Summer — Ethan",
      user_id: 21,
      price_currency: "TWD",
      enrolled_session_id: 9,
      note: "",
      items: [
        {
          user_id: 31,
          title: "SAT Summer",
          receivable_date: "2026-12-01",
          price: 1_200_000,
          price_currency: "TWD",
        },
      ],
    });
  });

  it("shows the server's 422 field errors on the form", async () => {
    const { fetchStub } = stubFetch({
      "GET /api/money-convert-ratio": rates,
      "POST /api/receivable-order": [
        422,
        {
          message: "The given data was invalid.",
          code: "validation_failed",
          errors: { "items.0.price": ["Server says no."], user_id: ["No such user."] },
        },
      ],
    });
    vi.stubGlobal("fetch", fetchStub);
    const values = prefilled();
    values.items[0] = {
      ...values.items[0],
      title: "2nd",
      receivable_date: "2026-12-01",
    } as (typeof values.items)[number];
    renderPage(<ReceivableForm initial={values} />, "/receivable/create");
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Server says no.")).toBeTruthy();
    expect(screen.getByText("No such user.")).toBeTruthy();
  });
});
