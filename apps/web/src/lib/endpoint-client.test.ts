import { type EndpointAnswer, endpointPath, tagEndpoints, uploadEndpoints } from "@edu/shared";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { configureApiClient, resetApiClient } from "./api-client";
import { call, endpointHref } from "./endpoint-client";
import { landingEndpoints } from "./endpoint-client-landing";
import { callRef } from "./endpoint-client-refs";

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal("fetch", fetchMock);
  configureApiClient({ navigate: vi.fn(), notify: vi.fn(), getLocale: () => "zh-TW" });
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetApiClient();
});

const answer = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });

describe("calling a declared endpoint", () => {
  it("fills the path from params, sends the method, query and body the declaration names", async () => {
    fetchMock.mockResolvedValueOnce(answer({ tags: [] }));
    await call(tagEndpoints.detachUserTags, { params: { id: 7 }, body: { tag_ids: [3] } });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/user/7/detach-tags");
    expect(init?.method).toBe("PATCH");
    expect(init?.body).toBe(JSON.stringify({ tag_ids: [3] }));

    fetchMock.mockResolvedValueOnce(answer({ data: [] }));
    await call(tagEndpoints.listTags, { query: { page: 2, q: "vip", page_size: undefined } });
    expect(fetchMock.mock.calls[1]?.[0]).toBe("/api/tags?page=2&q=vip");
  });

  it("encodes path values and leaves out an optional last parameter without one", () => {
    expect(endpointPath("/api/file/:name", { name: "a b/c" })).toBe("/api/file/a%20b%2Fc");
    expect(endpointPath("/api/files/:kind/:name?", { kind: "pdf" })).toBe("/api/files/pdf");
    expect(() => endpointPath("/api/tag/:id", {})).toThrow(/no value for :id/);
    expect(endpointHref(tagEndpoints.getTagById, { params: { id: 4 }, query: { page: 1 } })).toBe(
      "/api/tag/4?page=1",
    );
  });

  it("types the answer by the declared response schema", async () => {
    fetchMock.mockResolvedValueOnce(answer({ tag: { id: 1, name: "VIP" } }));
    const detail: EndpointAnswer<typeof tagEndpoints.getTagById> = await call(tagEndpoints.getTagById, {
      params: { id: 1 },
    });
    // Renaming `name` in the tag schema breaks this line's type check (npm test runs tsc -b first).
    const name: string = detail.tag.name;
    expect(name).toBe("VIP");
    // @ts-expect-error a field the response schema does not declare is a type error, not undefined at run time
    expect(detail.tag.label).toBeUndefined();
    // @ts-expect-error the body must match the declaration (tag_ids is a list of ids)
    const wrongBody = () => call(tagEndpoints.attachUserTags, { params: { id: 1 }, body: { tag_ids: "3" } });
    expect(typeof wrongBody).toBe("function");
  });

  it("sends an upload's form as multipart: its fields first, then the file", async () => {
    fetchMock.mockResolvedValueOnce(
      answer({ document: { id: 1, url: "/files/1/a.png", name: "a.png", size: 3, mime_type: "image/png" } }),
    );
    const file = new File(["png"], "a.png", { type: "image/png" });
    const { document } = await call(uploadEndpoints.uploadDocument, {
      form: { document: file, type: "img" },
    });
    expect(document.url).toBe("/files/1/a.png");
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/document");
    expect(init?.method).toBe("POST");
    const form = init?.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect([...form.keys()]).toEqual(["type", "document"]);
    expect((form.get("document") as File).name).toBe("a.png");
    // The browser writes the multipart boundary itself.
    expect(new Headers(init?.headers).get("content-type")).toBeNull();

    // @ts-expect-error the form's file field is required
    const noFile = () => call(uploadEndpoints.uploadDocument, { form: { type: "img" } });
    // @ts-expect-error a file is opened (endpointHref), not called: it answers no JSON
    const opened = () => call(uploadEndpoints.getFile, { params: { id: 1 } });
    expect([typeof noFile, typeof opened]).toEqual(["function", "function"]);
    expect(endpointHref(uploadEndpoints.getFile, { params: { id: 1, name: "a b.png" } })).toBe(
      "/files/1/a%20b.png",
    );
  });

  it("calls through a zod-free reference as through the declaration", async () => {
    fetchMock.mockResolvedValueOnce(answer({ ok: true }));
    const done: { ok: true } = await callRef(landingEndpoints.logout, {}, { silent: true });
    expect(done.ok).toBe(true);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/logout");
    expect(init?.method).toBe("POST");
    // @ts-expect-error the body is the declaration's (a language code)
    const wrong = () => callRef(landingEndpoints.updateLang, { body: { language: "en" } });
    expect(typeof wrong).toBe("function");
  });
});
