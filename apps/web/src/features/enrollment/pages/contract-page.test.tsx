import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubFetch } from "../../../test/render-page";
import ContractPage from "./contract-page";

afterEach(() => vi.unstubAllGlobals());

const contract = (locale: string, signed_at: string | null) => ({
  id: 1,
  enrolled_session_id: 5,
  template: "group",
  title: "報名合約 — SAT",
  body: "甲方（家長/聯絡人）：王美玲\n乙方（學校）：常青學院",
  locale,
  fee_amount: 3_600_000,
  currency: "TWD",
  created_at: "2026-01-01T00:00:00Z",
  sent_at: "2026-01-02T00:00:00Z",
  signed_at,
  signer_name: signed_at ? "王美玲" : null,
  signer_ip: null,
  signer_user_id: null,
  pdf_url: "/api/enrolled-session/5/contract.pdf",
});

function renderContract() {
  const router = createMemoryRouter([{ path: "/enrollment/:id/contract", element: <ContractPage /> }], {
    initialEntries: ["/enrollment/5/contract"],
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe("/enrollment/{id}/contract", () => {
  it("says which language the binding text is in, and links the PDF in the page's language and zone", async () => {
    vi.stubGlobal(
      "fetch",
      stubFetch({ "/api/enrolled-session/5/contract": [200, contract("zh-TW", null)] }).fetchStub,
    );
    renderContract();
    expect((await screen.findByTestId("contract-language")).textContent).toContain(
      "Traditional Chinese (繁體中文)",
    );
    expect(screen.getByTestId("contract-body").getAttribute("lang")).toBe("zh-TW");
    const href = screen.getByTestId("contract-pdf").getAttribute("href") ?? "";
    const url = new URL(href, "http://app.test");
    expect(url.pathname).toBe("/api/enrolled-session/5/contract.pdf");
    expect(url.searchParams.get("lang")).toBe("en");
    expect(url.searchParams.get("tz")).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it("no note when the contract is in the page's language; the signing time is local", async () => {
    vi.stubGlobal(
      "fetch",
      stubFetch({ "/api/enrolled-session/5/contract": [200, contract("en", "2026-07-01T08:00:00Z")] })
        .fetchStub,
    );
    renderContract();
    const signed = await screen.findByTestId("contract-signed");
    const local = new Date("2026-07-01T08:00:00Z");
    const hhmm = `${String(local.getHours()).padStart(2, "0")}:${String(local.getMinutes()).padStart(2, "0")}`;
    expect(signed.textContent).toContain(hhmm);
    expect(screen.queryByTestId("contract-language")).toBeNull();
  });
});
