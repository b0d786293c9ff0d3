import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderPage, stubFetch } from "../../../test/render-page";
import { CalendarSubscription } from "./calendar-subscription";

const feedUrl = "https://school.example/api/calendar-feed/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-AbCdE.ics";

afterEach(() => {
  vi.unstubAllGlobals();
  delete (navigator as { clipboard?: unknown }).clipboard; // back to happy-dom's own
});

function stubClipboard() {
  const writeText = vi.fn(async (_text: string) => {});
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
  return writeText;
}

describe("subscribe to my calendar", () => {
  it("shows the feed address the server made for the teacher, with copy, a calendar-app link and a QR code", async () => {
    let active = false;
    const { fetchStub, calls } = stubFetch({
      "GET /api/calendar-feed": () => [200, { active, created_at: null, last_read_at: null }],
      "POST /api/calendar-feed": () => {
        active = true;
        return [200, { url: feedUrl, created_at: "2026-11-02T08:00:00.000Z" }];
      },
    });
    vi.stubGlobal("fetch", fetchStub);
    const writeText = stubClipboard();
    renderPage(<CalendarSubscription />, "/profile");

    expect(await screen.findByRole("heading", { name: "Subscribe to my calendar" })).toBeTruthy();
    fireEvent.click(await screen.findByRole("button", { name: "Make my calendar address" }));

    const address = await screen.findByRole("textbox", { name: "Your private calendar address" });
    expect((address as HTMLInputElement).value).toBe(feedUrl);
    expect(calls.filter((call) => call.method === "POST" && call.url === "/api/calendar-feed")).toHaveLength(
      1,
    );
    expect(screen.getByRole("link", { name: "Open in my calendar app" }).getAttribute("href")).toBe(
      feedUrl.replace("https://", "webcal://"),
    );
    expect(await screen.findByRole("img", { name: "QR code of your calendar address" })).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Copy link" }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(feedUrl));
    expect(await screen.findByRole("button", { name: "Copied" })).toBeTruthy();
  });

  it("once made, says when and offers a new address (never shows one it cannot know)", async () => {
    const { fetchStub } = stubFetch({
      "GET /api/calendar-feed": [
        200,
        { active: true, created_at: "2026-11-02T08:00:00.000Z", last_read_at: null },
      ],
    });
    vi.stubGlobal("fetch", fetchStub);
    renderPage(<CalendarSubscription />, "/profile");
    expect(await screen.findByRole("button", { name: "Make a new address" })).toBeTruthy();
    expect(screen.getByText(/No calendar has read it yet/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Stop my calendar address" })).toBeTruthy();
    expect(screen.queryByRole("textbox", { name: "Your private calendar address" })).toBeNull();
  });
});
