import { afterEach, describe, expect, it, vi } from "vitest";
import { stubFetch } from "../../../test/render-page";
import { isUsernameAvailable } from "./auth-api";

afterEach(() => vi.unstubAllGlobals());

const answering = (status: number, body: unknown) => {
  const { fetchStub } = stubFetch({ "POST /api/check-username": [status, body] });
  vi.stubGlobal("fetch", fetchStub);
};

describe("isUsernameAvailable", () => {
  it("reads the server's answer", async () => {
    answering(200, { available: true });
    expect(await isUsernameAvailable("mei")).toBe(true);
    answering(200, { available: false });
    expect(await isUsernameAvailable("mei")).toBe(false);
  });

  it("takes a refused check as taken (spec §8)", async () => {
    answering(400, { message: "taken", code: "bad_request" });
    expect(await isUsernameAvailable("mei")).toBe(false);
    answering(422, { message: "taken", code: "validation_failed" });
    expect(await isUsernameAvailable("mei")).toBe(false);
  });

  it("says nothing when the check could not run: rate limited or server down", async () => {
    answering(429, { message: "slow down", code: "too_many_requests" });
    expect(await isUsernameAvailable("mei")).toBeUndefined();
    answering(503, { message: "down", code: "service_unavailable" });
    expect(await isUsernameAvailable("mei")).toBeUndefined();
  });
});
