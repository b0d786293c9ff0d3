import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderPage, stubFetch } from "../../../test/render-page";
import { homeSummary } from "../home-summary.test-support";
import { OutboxStatus } from "./outbox-status";

afterEach(() => vi.unstubAllGlobals());

describe("admin home outbox status", () => {
  it("says mail is held, not sent, without SMTP_URL, and opens the outbox", async () => {
    const outbox = { delivery: "held" as const, held: 2, pending: 0, failed: 0 };
    const { fetchStub, calls } = stubFetch({ "/api/home/summary": [200, homeSummary({ outbox })] });
    vi.stubGlobal("fetch", fetchStub);
    renderPage(<OutboxStatus />);
    expect((await screen.findByTestId("home-outbox-delivery")).textContent).toBe(
      "held, not sent (no SMTP_URL)",
    );
    expect(screen.getByText("held 2")).toBeTruthy();
    expect(screen.queryByText(/failed/)).toBeNull();
    expect(screen.getByRole("link", { name: "Open the mail outbox" }).getAttribute("href")).toBe(
      "/admin/mail-outbox",
    );
    // The counts come with the summary: the outbox itself is not read.
    expect(calls.map((call) => call.url)).toEqual(["/api/home/summary"]);
  });

  it("says mail leaves by SMTP when it is configured", async () => {
    const outbox = { delivery: "smtp" as const, held: 0, pending: 1, failed: 1 };
    vi.stubGlobal("fetch", stubFetch({ "/api/home/summary": [200, homeSummary({ outbox })] }).fetchStub);
    renderPage(<OutboxStatus />);
    expect((await screen.findByTestId("home-outbox-delivery")).textContent).toBe("sent by SMTP");
    expect(screen.getByText("sending 1")).toBeTruthy();
    expect(screen.getByText("failed 1")).toBeTruthy();
    expect(screen.queryByText(/^held/)).toBeNull();
  });
});
