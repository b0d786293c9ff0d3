import { endpointPath, tagEndpoints, userEndpoints } from "@edu/shared";
import { afterEach, describe, expect, it } from "vitest";
import { takeAnswerProblems } from "./answer-problems";
import { declaredEndpoints, findEndpoint } from "./declared-endpoints";
import { fillAnswer } from "./fill-answer";
import { stubFetch } from "./render-page";
import { answer, on, reply, stubEndpoints } from "./stub-endpoints";

const tag = {
  id: 3,
  name: "SAT",
  color: "blue",
  description: "",
  user_count: 2,
  created_at: "2026-01-05 10:00:00",
};

/** A problem a test provokes on purpose is taken here, so setup.ts does not fail the test for it. */
let provoked: string[] = [];
afterEach(() => {
  provoked = [];
});
const takeProvoked = () => {
  provoked = takeAnswerProblems();
  return provoked;
};

describe("the declared endpoints", () => {
  it("are found by what each one's own request asks for (no declaration hides another)", () => {
    const lost = declaredEndpoints
      .map((endpoint) => {
        const params = Object.fromEntries(
          [...endpoint.path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map(([, name]) => [name, "1"]),
        );
        const url = `${endpointPath(endpoint.path, params)}?page=1`;
        return [endpoint.name, findEndpoint(endpoint.method, url)?.endpoint.name] as const;
      })
      .filter(([name, found]) => name !== found);
    expect(declaredEndpoints.length).toBeGreaterThan(250);
    expect(lost).toEqual([]);
  });

  it("gives the path parameters, and an optional last one may be left out", () => {
    expect(findEndpoint("PATCH", "/api/tag/7")).toMatchObject({
      endpoint: { name: "updateTagById" },
      params: { id: "7" },
    });
    expect(findEndpoint("GET", "/api/tags?page=2")?.endpoint.name).toBe("listTags");
    expect(findEndpoint("PUT", "/api/tags")).toBeUndefined();
    const optional = declaredEndpoints.find((endpoint) => /\/:\w+\?$/.test(endpoint.path));
    if (optional) {
      const bare = optional.path.replace(/\/:\w+\?$/, "");
      expect(findEndpoint(optional.method, bare)?.endpoint.name).toBe(optional.name);
    }
  });
});

describe("stubFetch", () => {
  it("passes an answer its endpoint declares", async () => {
    const { fetchStub } = stubFetch({ "POST /api/tag": [200, tag] });
    const response = await fetchStub("/api/tag", { method: "POST", body: JSON.stringify({ name: "SAT" }) });
    expect(await response.json()).toEqual(tag);
    expect(takeProvoked()).toEqual([]);
  });

  it("fails the test on a 200 answer without a declared field, naming the endpoint and the field", async () => {
    const { description: _gone, ...withoutDescription } = tag;
    const { fetchStub } = stubFetch({ "POST /api/tag": [200, withoutDescription] });
    await fetchStub("/api/tag", { method: "POST", body: "{}" });
    const problems = takeProvoked();
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain("createTag");
    expect(problems[0]).toContain("at description");
  });

  it("fails the test on a request to an /api path no endpoint declares, stubbed or not", async () => {
    const { fetchStub } = stubFetch({ "GET /api/tagz": [200, { data: [] }] });
    await fetchStub("/api/tagz");
    await fetchStub("/api/nowhere/5", { method: "DELETE" });
    expect(takeProvoked()).toEqual([
      expect.stringContaining("GET /api/tagz: no endpoint"),
      expect.stringContaining("DELETE /api/nowhere/5: no endpoint"),
    ]);
  });

  it("leaves error answers and paths outside /api alone", async () => {
    const { fetchStub } = stubFetch({
      "POST /api/tag": [422, { message: "The given data was invalid.", errors: { name: ["v.required"] } }],
      "/assets/x.json": [200, { anything: true }],
    });
    await fetchStub("/api/tag", { method: "POST", body: "{}" });
    await fetchStub("/assets/x.json");
    expect(takeProvoked()).toEqual([]);
  });
});

describe("stubEndpoints", () => {
  it("answers the declared endpoints it is given, by path parameters when asked, 404 otherwise", async () => {
    const { fetchStub, calls } = stubEndpoints([
      on(tagEndpoints.getTagById, reply(404, { message: "Not found", code: "not_found" }), {
        params: { id: 9 },
      }),
      on(tagEndpoints.updateTagById, ({ params, body }) => ({
        ...tag,
        id: Number(params.id),
        ...(body as object),
      })),
      on(tagEndpoints.createTag, tag),
    ]);
    const patched = await fetchStub("/api/tag/4", { method: "PATCH", body: JSON.stringify({ name: "GRE" }) });
    expect(await patched.json()).toMatchObject({ id: 4, name: "GRE" });
    expect((await fetchStub("/api/tag/9")).status).toBe(404);
    expect((await fetchStub("/api/tags")).status).toBe(404);
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      "PATCH /api/tag/4",
      "GET /api/tag/9",
      "GET /api/tags",
    ]);
    expect(takeProvoked()).toEqual([]);
  });

  it("checks what a function answers at run time", async () => {
    const { fetchStub } = stubEndpoints([
      on(tagEndpoints.createTag, () => ({ ...tag, user_count: "2" }) as unknown as typeof tag),
    ]);
    await fetchStub("/api/tag", { method: "POST", body: "{}" });
    expect(takeProvoked()).toEqual([expect.stringContaining("at user_count")]);
  });

  it("types the answer by the declaration (a renamed or missing field fails tsc)", () => {
    const { user_count, ...rest } = tag;
    // @ts-expect-error: `users` is not a field of the tag the endpoint answers
    on(tagEndpoints.createTag, { ...rest, users: user_count });
    // @ts-expect-error: the answer lacks `user_count`
    answer(tagEndpoints.createTag, rest);
    expect(answer(tagEndpoints.createTag, tag)).toEqual([200, tag]);
  });
});

describe("fillAnswer", () => {
  it("completes every declared JSON answer from its schema, so the check passes", () => {
    const refused = declaredEndpoints
      .filter((endpoint) => typeof (endpoint.response as { safeParse?: unknown }).safeParse === "function")
      .filter(
        (endpoint) =>
          !(endpoint.response as { safeParse(v: unknown): { success: boolean } }).safeParse(
            fillAnswer(endpoint),
          ).success,
      )
      .map((endpoint) => endpoint.name);
    expect(refused).toEqual([]);
  });

  it("keeps what the test gives, nested objects and array items completed", () => {
    const filled = fillAnswer(userEndpoints.searchUsers, {
      users: { data: [{ id: 7, first_name: "美玲" }] },
    });
    expect(filled.users.data[0]).toMatchObject({ id: 7, first_name: "美玲", last_name: "", tags: [] });
    expect(filled.users.current_page).toBe(0);
    // @ts-expect-error: `users` is not a field of the tag the endpoint answers
    fillAnswer(tagEndpoints.createTag, { users: 2 });
  });
});
