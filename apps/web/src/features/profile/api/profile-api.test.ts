import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { configureApiClient, resetApiClient } from "../../../lib/api-client";
import { updateProfilePart, updateSurvey } from "./profile-api";

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(
    async () =>
      new Response(JSON.stringify({}), { status: 200, headers: { "Content-Type": "application/json" } }),
  );
  vi.stubGlobal("fetch", fetchMock);
  configureApiClient({ navigate: vi.fn(), notify: vi.fn() });
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetApiClient();
});

const sent = (index: number) => {
  const [url, init] = fetchMock.mock.calls[index] ?? [];
  return { url, method: init?.method, body: init?.body ? JSON.parse(String(init.body)) : undefined };
};

describe("profile updates go to the own or the admin endpoint", () => {
  it("writes the own part without an id and another user's part with theirs", async () => {
    await updateProfilePart("teacher", { kind: "own" }, { college: "NTU" });
    expect(sent(0)).toEqual({ url: "/api/teacher/profile", method: "PATCH", body: { college: "NTU" } });
    await updateProfilePart("teacher", { kind: "admin", userId: 7 }, { admin_note: "ok" });
    expect(sent(1)).toEqual({ url: "/api/teacher/profile/7", method: "PATCH", body: { admin_note: "ok" } });
    await updateProfilePart("basic", { kind: "admin", userId: 7 }, { default_currency: "USD" });
    expect(sent(2).url).toBe("/api/basic/profile/7");
    await updateProfilePart("student", { kind: "own" }, { school: "Jianguo" });
    expect(sent(3).url).toBe("/api/student/profile");
  });

  it("replaces a student's survey by the student's id", async () => {
    await updateSurvey(3, { goals: "read novels" });
    expect(sent(0)).toEqual({
      url: "/api/student/survey/3",
      method: "PATCH",
      body: { survey: { goals: "read novels" } },
    });
  });
});
