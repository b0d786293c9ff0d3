import { billPaymentEndpoints, type PendingBankTransfer } from "@edu/shared";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderPage } from "../../../test/render-page";
import { on, stubEndpoints } from "../../../test/stub-endpoints";
import { parentProof } from "../lib/bill.fixture";
import { BankTransfers } from "./bank-transfers";

afterEach(() => vi.unstubAllGlobals());

const TOTAL = 120;
const PAGE_SIZE = 50;
const transfer = (id: number): PendingBankTransfer => ({
  transaction: { ...parentProof, id, order_id: 1000 + id },
  parent_user_id: 5,
  parent_name: "王美玲",
  candidates: [],
});

/** The server's pages of 120 pending transfers, 50 a page, answering the page the query names. */
function stubPages() {
  const pages: number[] = [];
  const { fetchStub } = stubEndpoints([
    on(billPaymentEndpoints.listOrderTransactionsBankTransfers, ({ query }) => {
      const page = Number(query.get("page") ?? 1);
      pages.push(page);
      const first = (page - 1) * PAGE_SIZE + 1;
      const ids = Array.from(
        { length: Math.max(0, Math.min(PAGE_SIZE, TOTAL - first + 1)) },
        (_, i) => first + i,
      );
      return {
        data: ids.map(transfer),
        current_page: page,
        per_page: PAGE_SIZE,
        total: TOTAL,
        last_page: Math.ceil(TOTAL / PAGE_SIZE),
        total_capped: 0 as const,
      };
    }),
  ]);
  vi.stubGlobal("fetch", fetchStub);
  return pages;
}

describe("pending bank transfers", { timeout: 30_000 }, () => {
  it("counts every pending transfer and pages through them (none dropped past the first page)", async () => {
    const pages = stubPages();
    renderPage(<BankTransfers />);
    expect(await screen.findByText("120 bank transfers to verify")).toBeTruthy();
    expect(screen.getByTestId("bank-transfer-1")).toBeTruthy();
    expect(screen.queryByTestId("bank-transfer-51")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: /page 3/i }));
    expect(await screen.findByTestId("bank-transfer-120")).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId("bank-transfer-1")).toBeNull());
    expect(pages).toEqual([1, 3]);
  });
});
