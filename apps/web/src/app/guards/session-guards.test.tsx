import { QueryClient } from "@tanstack/react-query";
import { act, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SESSION_KEY } from "../../features/auth";
import { writeSignedInHint } from "../../lib/session-store";
import { aUser } from "../../test/fixtures/people";
import { renderPage, stubFetch } from "../../test/render-page";
import { SessionGate } from "./session-guards";

const me = aUser({ id: 7, username: "grace", first_name: "Grace", finish_bind: true, lang: "en" });

/** The gate with the session already known, answered `ageMs` ago. */
function renderGate(ageMs: number) {
  const { fetchStub, calls } = stubFetch({ "POST /api/me": [200, me] });
  vi.stubGlobal("fetch", fetchStub);
  writeSignedInHint(true);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(SESSION_KEY, me, { updatedAt: Date.now() - ageMs });
  renderPage(<SessionGate requireBound>signed-in page</SessionGate>, "/home", client);
  return calls;
}

afterEach(() => {
  writeSignedInHint(false);
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("SessionGate", () => {
  it("refreshes a known user from the server on entering the area (spec §2)", async () => {
    const calls = renderGate(60_000);
    expect(screen.getByText("signed-in page")).toBeTruthy();
    await waitFor(() => expect(calls.map((call) => `${call.method} ${call.url}`)).toContain("POST /api/me"));
  });

  it("takes an answer the server gave moments ago (the page came with it) as that refresh", async () => {
    vi.useFakeTimers();
    const calls = renderGate(100);
    expect(screen.getByText("signed-in page")).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(calls).toEqual([]);
  });
});
