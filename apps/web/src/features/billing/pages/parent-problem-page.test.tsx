import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderPage, stubFetch } from "../../../test/render-page";
import { oneLineBill, unpaidPayments } from "../lib/bill.fixture";
import { ProblemForm } from "./parent-problem-page";

afterEach(() => vi.unstubAllGlobals());

const bill = oneLineBill;
const payments = unpaidPayments({ status: 5, status_key: "issue" });

const description = () => screen.getByRole("textbox", { name: /What is wrong/ });
const submit = () => fireEvent.click(screen.getByRole("button", { name: "Send report" }));

describe("the parent's problem form (spec 02 §3 Problem)", { timeout: 30_000 }, () => {
  it("asks for a line and a description and sends nothing; then posts the ticked line with the text", async () => {
    const { fetchStub, calls } = stubFetch({ "POST /api/order/900/problem": [200, { data: payments }] });
    vi.stubGlobal("fetch", fetchStub);
    const { router } = renderPage(<ProblemForm bill={bill} />, "/bill/parents/problem/900");
    fireEvent.change(description(), { target: { value: "  " } });
    submit();
    expect(await screen.findByText("Tick at least one item or lesson.")).toBeTruthy();
    expect(screen.getByText("Describe the problem.")).toBeTruthy();
    expect(calls).toHaveLength(0);
    fireEvent.click(screen.getByRole("checkbox", { name: /^SAT Summer/ }));
    expect(screen.queryByText("Tick at least one item or lesson.")).toBeNull();
    fireEvent.change(description(), { target: { value: "Charged twice" } });
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe("/bill/900"));
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      items: [{ type: "order_item", id: 1 }],
      description: "Charged twice",
    });
  });
});
