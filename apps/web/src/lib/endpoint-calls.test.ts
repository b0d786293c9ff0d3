import { describe, expect, it } from "vitest";

/**
 * The web reaches the API through the endpoint declarations only (lib/endpoint-client.ts `call`): a
 * hand-typed `api.get<T>("/path")` or a `body: unknown` agrees with the server by convention alone, so a
 * renamed field passes the type check. The files below still hold such calls and move to `call` domain by
 * domain (issue 28); the list only shrinks: a file not on it fails, and so does a listed file that no
 * longer needs to be there.
 */
const NOT_YET_DECLARED = new Set<string>([
  // Called as the landing page or the app's entry loads, which keep zod out of their first chunk: importing a
  // declaration brings its schemas (a zod-free table of names and paths is the way out).
  "src/app/shell/contact-info.ts",
  "src/features/auth/api/session.ts",
  "src/lib/early-session.ts",
  "src/features/marketing/api/instructors.ts",
  "src/features/marketing/api/site-content.ts",
  "src/features/stories/api/stories-api.ts",
  // Multipart uploads (POST /api/image, /api/document, /api/issue/file): not declared until `call` sends a form.
  "src/components/rich-text-editor/upload-image.ts",
  "src/features/billing/api/billing-api.ts",
  "src/features/content-admin/api/content-admin-api.ts",
  "src/features/feedback/api/feedback-api.ts",
  "src/features/profile/api/profile-api.ts",
  // GET /api/mail-outbox is registered by the mail outbox (src/mail), which has no declarations yet.
  "src/features/content-admin/api/mail-outbox-api.ts",
]);

const HAND_TYPED = /\bapi\.(get|post|put|patch|delete)\s*[<(]|\bapiRequest\s*[<(]|\bbody:\s*unknown\b/;

const sources = import.meta.glob<string>(
  ["../**/*.{ts,tsx}", "!../**/*.test.{ts,tsx}", "!../**/test-utils.tsx", "!../test/**"],
  {
    query: "?raw",
    import: "default",
    eager: true,
  },
);

/** The client itself, which the endpoint client is built on. */
const CLIENT = new Set(["src/lib/api-client.ts", "src/lib/endpoint-client.ts"]);

/** The glob's key as a path from apps/web (vite writes this folder's own files as `./x.ts`). */
const fromWeb = (key: string) => key.replace(/^\.\.\//, "src/").replace(/^\.\//, "src/lib/");

describe("API calls", () => {
  const offenders = Object.entries(sources)
    .map(([key, text]) => [fromWeb(key), text] as const)
    .filter(([file, text]) => !CLIENT.has(file) && HAND_TYPED.test(text))
    .map(([file]) => file)
    .sort();

  it("go through the endpoint declarations (no new hand-typed call)", () => {
    expect(offenders.filter((file) => !NOT_YET_DECLARED.has(file))).toEqual([]);
  });

  it("the list of files still to move holds only files that still need it", () => {
    expect([...NOT_YET_DECLARED].filter((file) => !offenders.includes(file))).toEqual([]);
  });
});
