import { describe, expect, it } from "vitest";

/**
 * The web reaches the API through the endpoint declarations only (lib/endpoint-client.ts `call`, or a zod-free
 * reference and `callRef` where a page must stay without zod): a hand-typed request (`api.get<T>("/path")`,
 * `apiRequest(…)`, `fetch(…)`) or a `body: unknown` agrees with the server by convention alone, so a renamed
 * field would pass the type check.
 *
 * Where: `api.get(…)`-style requests and `apiRequest(…)` anywhere under src/, tests included (a test reaches the
 * API through the same calls as the page, with fetch stubbed); `fetch(…)` and `body: unknown` in the app's
 * sources (a test kit stubs fetch and records what it was sent as `body: unknown`, which is no call). The
 * client itself is exempt.
 */

/** What a hand-typed request or an untyped body looks like, with what to use instead. */
type Rule = { pattern: RegExp; why: string };
const REQUEST_RULES: readonly Rule[] = [
  { pattern: /\bapi\.(get|post|put|patch|delete)\s*[<(]/, why: "api.<method>(path): call(endpoint, input)" },
  { pattern: /\bapiRequest\s*[<(]/, why: "apiRequest(path): call(endpoint, input)" },
];
/** The app's own sources only: a test kit stubs fetch and records what it was sent. */
const APP_RULES: readonly Rule[] = [
  { pattern: /(?<![.\w])fetch\s*\(/, why: "fetch(…): call(endpoint, input)" },
  { pattern: /\bbody\??:\s*unknown\b/, why: "body: unknown: the declaration's EndpointBody" },
];

/** The problems of one file's text, one per rule it breaks (empty: the file is fine). */
function handTypedCalls(text: string, options: { app: boolean }): string[] {
  const rules = options.app ? [...REQUEST_RULES, ...APP_RULES] : REQUEST_RULES;
  return rules.filter(({ pattern }) => pattern.test(text)).map(({ why }) => why);
}

const sources = import.meta.glob<string>(["../**/*.{ts,tsx}"], {
  query: "?raw",
  import: "default",
  eager: true,
});

/** The client, which the endpoint client is built on, and its own test. */
const CLIENT = new Set([
  "src/lib/api-client.ts",
  "src/lib/api-client.test.ts",
  "src/lib/endpoint-client-refs.ts",
]);

/** This file names the patterns it looks for. */
const SELF = "src/lib/endpoint-calls.test.ts";

const isTestCode = (file: string) =>
  /\.test\.tsx?$/.test(file) || file.endsWith("/test-utils.tsx") || file.startsWith("src/test/");

/** The glob's key as a path from apps/web (vite writes this folder's own files as `./x.ts`). */
const fromWeb = (key: string) => key.replace(/^\.\.\//, "src/").replace(/^\.\//, "src/lib/");

describe("API calls", () => {
  const files = Object.entries(sources)
    .map(([key, text]) => [fromWeb(key), text] as const)
    .filter(([file]) => !CLIENT.has(file) && file !== SELF);

  it("go through the endpoint declarations everywhere (no hand-typed request, no untyped body)", () => {
    const offenders = files
      .map(([file, text]) => [file, handTypedCalls(text, { app: !isTestCode(file) })] as const)
      .filter(([, problems]) => problems.length > 0);
    expect(Object.fromEntries(offenders)).toEqual({});
  });

  it("the check reads the whole app", () => {
    // The glob found the sources (a moved folder would leave the check reading nothing).
    expect(files.some(([file]) => file === "src/features/billing/api/billing-api.ts")).toBe(true);
    expect(files.some(([file]) => file.startsWith("src/test/"))).toBe(true);
    expect(files.length).toBeGreaterThan(200);
  });

  it("catches a hand-typed request or an untyped body", () => {
    const sample = (line: string) => `import { api } from "../../lib/api-client";\n${line}\n`;
    expect(
      handTypedCalls(sample('export const tags = () => api.get<Tag[]>("/tags");'), { app: true }),
    ).toEqual(["api.<method>(path): call(endpoint, input)"]);
    expect(handTypedCalls(sample('await api.post("/logout");'), { app: false })).toHaveLength(1);
    expect(
      handTypedCalls(sample('apiRequest<User>("/me", { method: "POST" });'), { app: true }),
    ).toHaveLength(1);
    expect(handTypedCalls(sample('const r = await fetch("/api/me");'), { app: true })).toHaveLength(1);
    expect(handTypedCalls(sample('const r = await fetch("/api/me");'), { app: false })).toEqual([]);
    expect(
      handTypedCalls(sample("export const save = (body: unknown) => send(body);"), { app: true }),
    ).toEqual(["body: unknown: the declaration's EndpointBody"]);
    // A test's record of what a stub was sent is no call.
    expect(handTypedCalls(sample("type Sent = { url: string; body: unknown };"), { app: false })).toEqual([]);
    // The typed ways pass.
    expect(
      handTypedCalls(
        sample(
          "call(tagEndpoints.listTags, { query: { page: 1 } }); callRef(landingEndpoints.getMe, {}); refetch();",
        ),
        { app: true },
      ),
    ).toEqual([]);
  });
});
