import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { putJsonBlock } from "../test/json-block";
import { resetApiClient } from "./api-client";
import { startEarlySessionCheck, takeEarlySessionCheck } from "./early-session";
import { resetSession, setSessionUser, writeSignedInHint } from "./session-store";

const me = { id: 7, username: "grace", first_name: "Grace" };
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(
    async () =>
      new Response(JSON.stringify(me), { status: 200, headers: { "Content-Type": "application/json" } }),
  );
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  takeEarlySessionCheck();
  writeSignedInHint(false);
  vi.unstubAllGlobals();
  resetApiClient();
});

describe("early session check", () => {
  it("asks POST /api/me at once in a browser that signed in here, and hands the answer over once", async () => {
    writeSignedInHint(true);
    startEarlySessionCheck();
    startEarlySessionCheck();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/\/api\/me$/);
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe("POST");
    await expect(takeEarlySessionCheck()).resolves.toEqual(me);
    expect(takeEarlySessionCheck()).toBeUndefined();
  });

  it("sends nothing for a visitor (no 401 in the console)", () => {
    startEarlySessionCheck();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(takeEarlySessionCheck()).toBeUndefined();
  });

  it("forgets an answer nobody took before a sign-in or sign-out changed the session", () => {
    writeSignedInHint(true);
    startEarlySessionCheck();
    setSessionUser({ id: 8, username: "other" });
    expect(takeEarlySessionCheck()).toBeUndefined();
    startEarlySessionCheck();
    resetSession();
    expect(takeEarlySessionCheck()).toBeUndefined();
  });

  it("takes the user from the page the server sent, with no request, once", async () => {
    vi.resetModules();
    putJsonBlock("edu-boot", JSON.stringify({ me }));
    const session = await import("./session-store");
    const fresh = await import("./early-session");
    // No hint needed: only a valid session cookie gets the block.
    fresh.startEarlySessionCheck();
    await expect(fresh.takeEarlySessionCheck()).resolves.toEqual(me);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.getElementById("edu-boot")).toBeNull();
    // After a sign-out and a new sign-in the page's user is not used again: the API is asked.
    session.resetSession();
    session.writeSignedInHint(true);
    fresh.startEarlySessionCheck();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/\/api\/me$/);
    await fresh.takeEarlySessionCheck();
    session.writeSignedInHint(false);
  });

  it("hands the page's user over at once (for the session query's first data), once, and only that user", async () => {
    vi.resetModules();
    putJsonBlock("edu-boot", JSON.stringify({ me }));
    const fresh = await import("./early-session");
    fresh.startEarlySessionCheck();
    expect(fresh.takeBootedSessionUser()).toEqual(me);
    // Taken with it: nothing left to await, and no second hand-over.
    expect(fresh.takeEarlySessionCheck()).toBeUndefined();
    expect(fresh.takeBootedSessionUser()).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("has no user to hand over at once when the answer must come from the API", async () => {
    vi.resetModules();
    const session = await import("./session-store");
    const fresh = await import("./early-session");
    session.writeSignedInHint(true);
    fresh.startEarlySessionCheck();
    expect(fresh.takeBootedSessionUser()).toBeUndefined();
    await expect(fresh.takeEarlySessionCheck()).resolves.toEqual(me);
    session.writeSignedInHint(false);
  });

  it("asks as before when the block is unreadable", async () => {
    vi.resetModules();
    putJsonBlock("edu-boot", '{"me": {"id": 7,');
    const session = await import("./session-store");
    const fresh = await import("./early-session");
    session.writeSignedInHint(true);
    fresh.startEarlySessionCheck();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(fresh.takeEarlySessionCheck()).resolves.toEqual(me);
    session.writeSignedInHint(false);
  });
});
