import { describe, expect, it } from "vitest";

/**
 * Web tests answer the API through the declared stubs (test/render-page.tsx `stubFetch`, test/stub-endpoints.ts
 * `stubEndpoints`): each request must reach a declared endpoint and each answer must parse with its response
 * schema, so a field the server renames fails the test that stubs it. A fetch stubbed with a function of the
 * test's own answers free JSON nobody checks. The files below still do; the list only shrinks: a file not on it
 * fails, and so does a listed file that no longer needs to be there.
 */
const ON_FREE_STUBS = new Set<string>([
  // The clients themselves: network failures, text and empty bodies, headers — what no endpoint answers.
  "src/lib/api-client.test.ts",
  "src/lib/endpoint-client.test.ts",
  // Tests of the files lib/endpoint-calls.test.ts still lists (moving to `call` with their callers).
  "src/app/shell/contact-info.test.ts",
  "src/lib/early-session.test.ts",
  "src/features/profile/api/profile-api.test.ts",
]);

const FREE_STUB = [
  // vi.stubGlobal("fetch", …) with anything but a declared stub's fetchStub.
  /stubGlobal\(\s*"fetch",(?!\s*(?:(?:[\w.]+\.)?fetchStub\s*[,)]|stubFetch\(|stubEndpoints\())/,
  // A spy on fetch that answers for the server.
  /spyOn\(\s*globalThis,\s*"fetch"\s*\)\s*\.mock/,
  // A fetch of the test's own, or a stubFetch that is not the declared one.
  /\bfetchStub\s*=\s*(?:async\b|vi\.fn|\()/,
  /import\s*\{[^}]*\bstubFetch\b[^}]*\}\s*from\s*"(?![^"]*render-page")/,
  /globalThis\.fetch\s*=/,
];

const tests = import.meta.glob<string>(["../**/*.test.{ts,tsx}", "!./free-fetch-stubs.test.ts"], {
  query: "?raw",
  import: "default",
  eager: true,
});

/** The glob's key as a path from apps/web (vite writes this folder's own files as `./x.ts`). */
const fromWeb = (key: string) => key.replace(/^\.\.\//, "src/").replace(/^\.\//, "src/test/");

describe("fetch stubs in web tests", () => {
  const free = Object.entries(tests)
    .filter(([, text]) => FREE_STUB.some((pattern) => pattern.test(text)))
    .map(([key]) => fromWeb(key))
    .sort();

  it("answer through the declarations (no new free stub)", () => {
    expect(free.filter((file) => !ON_FREE_STUBS.has(file))).toEqual([]);
  });

  it("the list of files still on free stubs holds only files that still need it", () => {
    expect([...ON_FREE_STUBS].filter((file) => !free.includes(file))).toEqual([]);
  });
});
