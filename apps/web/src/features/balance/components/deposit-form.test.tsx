import type { DepositProviders } from "@edu/shared";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { i18n } from "../../../lib/i18n";
import { renderPage } from "../../../test/render-page";
import { DepositForm } from "./deposit-form";

afterEach(async () => {
  await i18n.changeLanguage("en");
});

function renderForm(providers: DepositProviders = { card: "sandbox", ecpay: true }) {
  return renderPage(<DepositForm providers={providers} defaultCurrency="TWD" />, "/stripe");
}

const amountField = () => screen.getByLabelText(/Amount/) as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByRole("button", { name: "Continue to payment" }));

describe("the deposit form (/stripe)", { timeout: 30_000 }, () => {
  it("refuses an empty, malformed, zero or over-precise amount with the spec's messages, and stays", async () => {
    const { router } = renderForm();
    submit();
    expect(await screen.findByText("Money must be a number greater than 0.")).toBeTruthy();
    fireEvent.change(amountField(), { target: { value: "12a" } });
    submit();
    // Spec 01: "Money must be a number greater than 0." for ≤ 0 or not a number, as the server says it.
    await waitFor(() =>
      expect(screen.getAllByText("Money must be a number greater than 0.")).toHaveLength(1),
    );
    fireEvent.change(amountField(), { target: { value: "0" } });
    submit();
    expect(await screen.findByText("Money must be a number greater than 0.")).toBeTruthy();
    fireEvent.change(amountField(), { target: { value: "10.5" } });
    submit();
    expect(await screen.findByText(/Too many decimal places/)).toBeTruthy();
    expect(router.state.location.pathname).toBe("/stripe");
  });

  it("a card deposit goes to /stripe/deposit with the amount in minor units", async () => {
    const { router } = renderForm();
    expect(screen.getByLabelText("Card (test sandbox: no real money)")).toBeTruthy();
    fireEvent.change(amountField(), { target: { value: "3,000" } });
    submit();
    await screen.findByTestId("elsewhere");
    expect(router.state.location.pathname).toBe("/stripe/deposit");
    expect(router.state.location.search).toBe("?amount=300000&currency=TWD&provider=card");
  });

  it("ECPay store code: TWD only, with the method", async () => {
    const { router } = renderForm();
    fireEvent.click(screen.getByLabelText("Convenience-store payment code (ECPay, TWD)"));
    fireEvent.change(amountField(), { target: { value: "1500" } });
    submit();
    await screen.findByTestId("elsewhere");
    expect(router.state.location.search).toBe("?amount=150000&currency=TWD&provider=ecpay&method=CVS");
  });

  it("says so when no payment method is configured, in Simplified Chinese too", async () => {
    await i18n.changeLanguage("zh-CN");
    renderForm({ card: null, ecpay: false });
    expect(await screen.findByText("目前没有可用的付款方式。")).toBeTruthy();
  });
});
