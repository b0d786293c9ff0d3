import type { EnrolledSession, EnrollmentContract } from "@edu/shared";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderPage, stubFetch } from "../../../test/render-page";
import { ContractPanel } from "./contract-panel";

afterEach(() => vi.unstubAllGlobals());

const enrollment = {
  id: 5,
  type: "group",
  currency: "TWD",
  contract: null,
} as unknown as EnrolledSession;

const contract: EnrollmentContract = {
  id: 1,
  enrolled_session_id: 5,
  template: "group",
  title: "Enrollment contract",
  body: "",
  fee_amount: 3_600_050,
  currency: "TWD",
  created_at: "2026-01-01T00:00:00Z",
  sent_at: null,
  signed_at: null,
  signer_name: null,
  signer_ip: null,
  signer_user_id: null,
  pdf_url: "/api/enrolled-session/5/contract.pdf",
  locale: "en",
};

describe("contract panel fee (shared money rules, no floats)", () => {
  it("refuses more decimals than the currency has, then sends the typed fee in minor units", async () => {
    const { fetchStub, calls } = stubFetch({ "POST /api/enrolled-session/contract": [200, contract] });
    vi.stubGlobal("fetch", fetchStub);
    renderPage(<ContractPanel enrollment={enrollment} />);
    const fee = screen.getByRole("textbox", { name: /Fee \(TWD\)/ });
    const create = screen.getByRole("button", { name: "Create contract" });

    fireEvent.change(fee, { target: { value: "36,000.5" } });
    expect(await screen.findByText(/Too many decimal places/)).toBeTruthy();
    expect((create as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(fee, { target: { value: "36,000" } });
    expect((create as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(create);
    await waitFor(() => expect(calls.some((call) => call.method === "POST")).toBe(true));
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      enrolled_session_id: 5,
      template: "group",
      fee_amount: 3_600_000,
      currency: "TWD",
    });
  });

  it("shows a contract's fee with the shared formatter (whole TWD)", () => {
    vi.stubGlobal("fetch", stubFetch({}).fetchStub);
    renderPage(<ContractPanel enrollment={{ ...enrollment, contract } as EnrolledSession} />);
    expect(screen.getByText(/\$36,001/)).toBeTruthy();
  });

  it("the send button says what is missing: a contract, then an account to sign from", () => {
    vi.stubGlobal("fetch", stubFetch({}).fetchStub);
    const { unmount } = renderPage(<ContractPanel enrollment={enrollment} />);
    expect(screen.getByTestId("contract-send-blocked").textContent).toBe("Create the contract first.");
    unmount();
    const noAccount = { ...enrollment, contract, student_user_id: null, parent_user_id: null };
    const view = renderPage(<ContractPanel enrollment={noAccount as EnrolledSession} />);
    const send = screen.getByRole("button", { name: "Send contract email" }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    expect(screen.getByTestId("contract-send-blocked").textContent).toMatch(/create or link the student/);
    view.unmount();
    renderPage(<ContractPanel enrollment={{ ...noAccount, parent_user_id: 8 } as EnrolledSession} />);
    expect(screen.queryByTestId("contract-send-blocked")).toBeNull();
  });
});
