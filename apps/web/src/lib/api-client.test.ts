import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiRequest, configureApiClient, resetApiClient } from "./api-client";
import { getPendingCount } from "./loading-store";
import { getSessionUser, onSessionReset, setSessionUser } from "./session-store";

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

const navigate = vi.fn<(to: string) => void>();
const notify = vi.fn<(message: string, kind: "error" | "warning") => void>();
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  navigate.mockReset();
  notify.mockReset();
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal("fetch", fetchMock);
  configureApiClient({ navigate, notify, getLocale: () => "zh-TW" });
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetApiClient();
});

async function failWith(status: number, body: unknown): Promise<ApiError> {
  fetchMock.mockResolvedValueOnce(jsonResponse(status, body));
  const error = await apiRequest("/thing", { method: "POST", body: { a: 1 } }).catch(
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  expect(getPendingCount()).toBe(0);
  return error as ApiError;
}

describe("api client", () => {
  it("sends JSON with Accept-Language and the session cookie, and returns the body", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { ok: true }));
    const promise = apiRequest<{ ok: boolean }>("/things", {
      method: "POST",
      body: { name: "x" },
      query: { page: 2 },
    });
    expect(getPendingCount()).toBe(1);
    await expect(promise).resolves.toEqual({ ok: true });
    expect(getPendingCount()).toBe(0);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/things?page=2");
    expect(init?.credentials).toBe("include");
    expect(init?.method).toBe("POST");
    expect(init?.body).toBe(JSON.stringify({ name: "x" }));
    const headers = (init?.headers ?? {}) as Record<string, string>;
    expect(headers["Accept-Language"]).toBe("zh-TW");
    expect(headers["Content-Type"]).toBe("application/json");
  });

  it.each(["Not found user", "Unauthorized"])("400 %s is silent", async (message) => {
    const error = await failWith(400, { message, code: "x" });
    expect(error.status).toBe(400);
    expect(error.message).toBe(message);
    expect(notify).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it("400 Blocked goes to the inactive page", async () => {
    await failWith(400, { message: "Blocked", code: "blocked" });
    expect(navigate).toHaveBeenCalledWith("/inactive");
    expect(notify).not.toHaveBeenCalled();
  });

  it("any other 400 shows the generic message", async () => {
    await failWith(400, { message: "Bad thing", code: "bad_request" });
    expect(notify).toHaveBeenCalledWith("Oop, something went wrong. Please contact us.", "error");
  });

  it("401 resets the session and the query cache and goes to Login", async () => {
    const cacheReset = vi.fn();
    const unsubscribe = onSessionReset(cacheReset);
    setSessionUser({ id: 1, username: "amy" });
    const error = await failWith(401, { message: "Sign in", code: "unauthenticated" });
    expect(error.code).toBe("unauthenticated");
    expect(getSessionUser()).toBeNull();
    expect(cacheReset).toHaveBeenCalledOnce();
    expect(navigate).toHaveBeenCalledWith("/login");
    unsubscribe();
  });

  it("403 shows the server's message", async () => {
    await failWith(403, { message: "您沒有權限", code: "forbidden" });
    expect(notify).toHaveBeenCalledWith("您沒有權限", "warning");
  });

  it("a read refused or not found shows no toast: the page shows its own state", async () => {
    for (const [status, code] of [
      [403, "forbidden"],
      [404, "not_found"],
    ] as const) {
      fetchMock.mockResolvedValueOnce(jsonResponse(status, { message: "no", code }));
      const error = await apiRequest("/thing").catch((caught: unknown) => caught);
      expect(error).toMatchObject({ status });
    }
    expect(notify).not.toHaveBeenCalled();
  });

  it("422 shows the first message of the first field", async () => {
    const error = await failWith(422, {
      message: "Validation failed",
      code: "validation_failed",
      errors: { email: ["Email is invalid", "Email is taken"], name: ["Name is required"] },
    });
    expect(notify).toHaveBeenCalledWith("Email is invalid", "warning");
    expect(error.errors?.name).toEqual(["Name is required"]);
  });

  it("409 keeps the details the caller can act on", async () => {
    const error = await failWith(409, {
      message: "This month has a report already",
      code: "conflict",
      details: { report_id: 7, state: "draft" },
    });
    expect(error.status).toBe(409);
    expect(error.details).toEqual({ report_id: 7, state: "draft" });
  });

  it("422 without field errors shows the general validation message", async () => {
    await failWith(422, { message: "Validation failed", code: "validation_failed" });
    expect(notify).toHaveBeenCalledWith("Validation failed, please check your inputs.", "warning");
  });

  it("a network failure closes the overlay and rejects with status 0", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    const error = await apiRequest("/x").catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 0, code: "network_error" });
    expect(getPendingCount()).toBe(0);
    expect(notify).toHaveBeenCalledOnce();
  });

  it("an aborted call closes the overlay without a notification", async () => {
    const controller = new AbortController();
    fetchMock.mockImplementationOnce(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => reject(new DOMException("Aborted", "AbortError")));
        }),
    );
    const promise = apiRequest("/slow", { signal: controller.signal }).catch((caught: unknown) => caught);
    expect(getPendingCount()).toBe(1);
    controller.abort();
    expect(await promise).toMatchObject({ status: 0, code: "aborted" });
    expect(getPendingCount()).toBe(0);
    expect(notify).not.toHaveBeenCalled();
  });

  it("the overlay counter only counts running calls and can be skipped", async () => {
    let release: (response: Response) => void = () => {};
    fetchMock.mockImplementationOnce(() => new Promise((resolve) => (release = resolve)));
    fetchMock.mockResolvedValueOnce(jsonResponse(200, {}));
    const first = apiRequest("/a");
    const second = apiRequest("/b", { overlay: false });
    expect(getPendingCount()).toBe(1);
    await second;
    release(jsonResponse(200, {}));
    await first;
    expect(getPendingCount()).toBe(0);
  });

  it("silent calls still reject but show nothing", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(500, { message: "Internal", code: "internal_error" }));
    await expect(apiRequest("/x", { silent: true })).rejects.toMatchObject({ status: 500 });
    expect(notify).not.toHaveBeenCalled();
  });
});
