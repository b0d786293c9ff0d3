import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { writeSignedInHint } from "../../../lib/session-store";
import { aUser } from "../../../test/fixtures/people";
import { stubFetch } from "../../../test/render-page";
import { renderWithApp } from "../test-utils";
import { useViewerRoles } from "./use-viewer-roles";

afterEach(() => {
  vi.unstubAllGlobals();
  writeSignedInHint(false);
  vi.useRealTimers();
});

function Viewer() {
  const { user, isStaff } = useViewerRoles();
  return <p data-testid="viewer">{user ? `${user.username}${isStaff ? " (staff)" : ""}` : "visitor"}</p>;
}

const me = aUser({ id: 7, username: "pat", all_roles: ["staff"], finish_bind: true, lang: "en" });

describe("useViewerRoles", () => {
  it("a visitor who never signed in here is not asked about: no POST /api/me (no 401 in the console)", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { fetchStub, calls } = stubFetch({ "/api/me": [401, { message: "Unauthenticated." }] });
    vi.stubGlobal("fetch", fetchStub);
    renderWithApp(<Viewer />);
    expect((await screen.findByTestId("viewer")).textContent).toBe("visitor");
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(calls.filter((call) => call.url.includes("/api/me"))).toEqual([]);
  });

  it("a browser that signed in asks once and knows the roles", async () => {
    const { fetchStub, calls } = stubFetch({ "/api/me": [200, me] });
    vi.stubGlobal("fetch", fetchStub);
    writeSignedInHint(true);
    renderWithApp(<Viewer />);
    expect(await screen.findByText("pat (staff)")).toBeTruthy();
    expect(calls.filter((call) => call.url.includes("/api/me"))).toHaveLength(1);
  });
});
