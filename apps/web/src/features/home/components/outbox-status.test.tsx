import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderPage, stubFetch } from "../../../test/render-page";
import { OutboxStatus } from "./outbox-status";

afterEach(() => vi.unstubAllGlobals());

const mail = (id: number, status: string) => ({ id, status });

describe("admin home outbox status", () => {
  it("says mail is held, not sent, without SMTP_URL, and opens the outbox", async () => {
    const data = [mail(1, "held"), mail(2, "held"), mail(3, "sent")];
    vi.stubGlobal("fetch", stubFetch({ "/api/mail-outbox": [200, { data, delivery: "held" }] }).fetchStub);
    renderPage(<OutboxStatus />);
    expect((await screen.findByTestId("home-outbox-delivery")).textContent).toBe(
      "held, not sent (no SMTP_URL)",
    );
    expect(screen.getByText("held 2")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Open the mail outbox" }).getAttribute("href")).toBe(
      "/admin/mail-outbox",
    );
  });

  it("says mail leaves by SMTP when it is configured", async () => {
    const data = [mail(1, "pending"), mail(2, "failed")];
    vi.stubGlobal("fetch", stubFetch({ "/api/mail-outbox": [200, { data, delivery: "smtp" }] }).fetchStub);
    renderPage(<OutboxStatus />);
    expect((await screen.findByTestId("home-outbox-delivery")).textContent).toBe("sent by SMTP");
    expect(screen.getByText("sending 1")).toBeTruthy();
    expect(screen.getByText("failed 1")).toBeTruthy();
  });
});
