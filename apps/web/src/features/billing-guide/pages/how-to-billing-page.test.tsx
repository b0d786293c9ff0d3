import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderPage } from "../../../test/render-page";
import HowToBillingPage from "./how-to-billing-page";

describe("how-to-billing guide", () => {
  it("walks through the flow in order with links to each screen", async () => {
    renderPage(<HowToBillingPage />, "/create-class/how-to-billing");
    const steps = await screen.findAllByText(/^\d\. /);
    expect(steps.map((step) => step.textContent)).toEqual([
      "1. A family enrolls",
      "2. Create a bill, or plan a future receivable",
      "3. Send the bill",
      "4. The parent pays",
      "5. Verify the payment",
      "6. Paid",
      "7. Receipt",
      "8. Teacher payroll",
    ]);
    expect(screen.getByRole("link", { name: "Plan a receivable" }).getAttribute("href")).toBe(
      "/receivable/create",
    );
    expect(screen.getByRole("link", { name: "Create a bill" }).getAttribute("href")).toBe("/bill/create");
    expect(screen.getByRole("link", { name: "Exchange rates" }).getAttribute("href")).toBe("/exchange-rates");
    expect(screen.getByText(/last five digits/)).toBeTruthy();
  });
});
