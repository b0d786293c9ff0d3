import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderPage, stubFetch } from "../../../test/render-page";
import EnrollReferralPage from "./enroll-referral-page";

afterEach(() => vi.unstubAllGlobals());

/** The page the success page and the confirmation mail link (spec §9: within 7 days). */
const TOKEN = `12.${"a".repeat(43)}`;
const answer = (over: Partial<{ referral: string; open: boolean }> = {}) => ({
  form_id: 12,
  referral: "a flyer",
  submitted_at: "2026-03-01T02:00:00.000Z",
  deadline: "2026-03-08T02:00:00.000Z",
  open: true,
  ...over,
});
const url = `/enroll/referral?token=${encodeURIComponent(TOKEN)}`;

describe("/enroll/referral", () => {
  it("reads the referral by the link's token and sends the new one with it", async () => {
    const { fetchStub, calls } = stubFetch({
      "GET /api/enrollment-forms-referral": [200, answer()],
      "POST /api/enrollment-forms-referral": (body) => [
        200,
        answer({ referral: (body as { referral: string }).referral }),
      ],
    });
    vi.stubGlobal("fetch", fetchStub);
    renderPage(<EnrollReferralPage />, url);
    expect((await screen.findByTestId("referral-deadline")).textContent).toMatch(
      /^You can send or change this until 2026-03-0[78] \d\d:\d\d\.$/,
    );
    expect(calls[0]?.url).toBe(`/api/enrollment-forms-referral?token=${encodeURIComponent(TOKEN)}`);
    expect(screen.getByRole("heading", { name: "Who referred you?" })).toBeTruthy();
    const field = screen.getByRole("textbox", { name: /^Referred by/ }) as HTMLTextAreaElement;
    await waitFor(() => expect(field.value).toBe("a flyer"));

    // Empty is refused before anything is sent.
    fireEvent.change(field, { target: { value: "  " } });
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText("This field is required.")).toBeTruthy();
    expect(calls.some((call) => call.method === "POST")).toBe(false);

    fireEvent.change(field, { target: { value: "Mrs. Lin" } });
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    expect((await screen.findByTestId("referral-sent")).textContent).toBe("Thank you, we received it.");
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      token: TOKEN,
      referral: "Mrs. Lin",
    });
  });

  it("after 7 days it says so instead of a form; a send refused as late says the server's words", async () => {
    vi.stubGlobal(
      "fetch",
      stubFetch({ "GET /api/enrollment-forms-referral": [200, answer({ open: false })] }).fetchStub,
    );
    renderPage(<EnrollReferralPage />, url);
    const closed = await screen.findByTestId("referral-closed");
    expect(closed.textContent).toContain("only within 7 days of enrolling");
    expect(closed.textContent).toContain("What we have: a flyer");
    expect(screen.queryByRole("textbox", { name: /^Referred by/ })).toBeNull();
  });

  it("a send that arrives after the deadline is refused on the page (409)", async () => {
    vi.stubGlobal(
      "fetch",
      stubFetch({
        "GET /api/enrollment-forms-referral": [200, answer()],
        "POST /api/enrollment-forms-referral": [
          409,
          { message: "Referral information can be sent only within 7 days (server).", code: "conflict" },
        ],
      }).fetchStub,
    );
    renderPage(<EnrollReferralPage />, url);
    const field = await screen.findByRole("textbox", { name: /^Referred by/ });
    fireEvent.change(field, { target: { value: "Mrs. Lin" } });
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    expect((await screen.findByTestId("referral-closed")).textContent).toContain(
      "Referral information can be sent only within 7 days (server).",
    );
    expect(screen.queryByRole("button", { name: "Send" })).toBeNull();
  });

  it("a link without a token, or one the server does not know, is an invalid link", async () => {
    const { fetchStub, calls } = stubFetch({
      "GET /api/enrollment-forms-referral": [404, { message: "This link is not valid.", code: "not_found" }],
    });
    vi.stubGlobal("fetch", fetchStub);
    renderPage(<EnrollReferralPage />, "/enroll/referral");
    expect((await screen.findByTestId("referral-invalid")).textContent).toContain("not valid");
    expect(calls.some((call) => call.url.includes("referral"))).toBe(false);
  });

  it("a forged token: the server's 404 is said as an invalid link", async () => {
    vi.stubGlobal(
      "fetch",
      stubFetch({
        "GET /api/enrollment-forms-referral": [
          404,
          { message: "This link is not valid.", code: "not_found" },
        ],
      }).fetchStub,
    );
    renderPage(<EnrollReferralPage />, url);
    expect((await screen.findByTestId("referral-invalid")).textContent).toContain(
      "Please use the link in your enrollment confirmation email.",
    );
  });
});
