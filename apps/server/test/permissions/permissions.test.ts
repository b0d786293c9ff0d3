import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { multipartBody } from "../../src/modules/uploads/uploads.test-support";
import { createTestApp } from "../helpers/test-app";
import { EXPECTATIONS, type Expectation, isDocumentation, type Who } from "./expectations";
import { buildFixtures, CALLERS, type Caller, type Fixtures } from "./fixtures";
import type { RegisteredRoute } from "./registered-routes";

// DESIGN.md §6: permissions are one table generated from the registered routes × every role; a
// route without an expected outcome fails. The routes come from Fastify itself (registered-routes.ts).
const registered = vi.hoisted(() => new Map<string, RegisteredRoute>());

vi.mock("fastify", async (importOriginal) =>
  (await import("./registered-routes")).capturingFastify(
    await importOriginal<typeof import("fastify")>(),
    registered,
  ),
);

const ctx = await createTestApp({
  CAPTCHA_DISABLED: "true",
  // LINE on, so its routes answer; the provider is never contacted by these requests.
  LINE_ISSUER: "http://127.0.0.1:9/line",
  LINE_CLIENT_ID: "permissions-table",
  LINE_CLIENT_SECRET: "a-channel-secret-for-the-permission-table",
});
/** Every route with an access rule: the rows of the table. */
const routes = [...registered.values()].filter((route) => route.access !== undefined);
let f: Fixtures;

beforeAll(async () => {
  f = await buildFixtures(ctx);
}, 120_000);
afterAll(() => ctx.close());

/** A deactivated user's session is turned away as "blocked" before any route runs. */
const BLOCKED = 400;

const sameWho = (who: Who): string =>
  who === "public" || who === "authenticated" ? who : JSON.stringify([...who].sort());

const admits = (who: Who, caller: Caller): boolean => {
  if (who === "public") return true;
  if (caller === "anonymous" || caller === "inactive") return false;
  return who === "authenticated" || caller === "super-admin" || who.includes(caller);
};

/** The statuses `caller` may get from the route. */
function expectedFor(expectation: Expectation, caller: Caller): readonly number[] {
  const refused = expectation.refused?.[caller];
  if (refused !== undefined) return [refused];
  if (admits(expectation.who, caller)) return [expectation.allowed].flat();
  if (caller === "anonymous") return [401];
  if (caller === "inactive") return [BLOCKED];
  return [403];
}

async function call(route: RegisteredRoute, expectation: Expectation, caller: Caller, index: number) {
  const request = (await expectation.request?.(f, caller)) ?? {};
  const multipart = request.multipart && multipartBody(request.multipart);
  return ctx.app.inject({
    method: route.method as "GET",
    url: request.url ?? route.url,
    headers: { ...(request.headers ?? f.headersOf(caller)), ...multipart?.headers },
    ...(multipart
      ? { payload: multipart.payload }
      : request.body !== undefined && { payload: request.body as object }),
    // One address per caller: rate limits count per address, and each caller calls each route once.
    remoteAddress: `10.77.0.${index + 1}`,
  });
}

describe("permission table", () => {
  it("has one expectation per registered route, and none for a route that does not exist", () => {
    expect(routes.length).toBeGreaterThan(150);
    const withoutRule = [...registered.values()].filter((route) => route.access === undefined);
    expect(withoutRule.filter((route) => !isDocumentation(route.url)).map((route) => route.key)).toEqual([]);
    const missing = routes.filter((route) => !EXPECTATIONS[route.key]).map((route) => route.key);
    const stale = Object.keys(EXPECTATIONS).filter((key) => !registered.has(key));
    expect({ missing, stale }).toEqual({ missing: [], stale: [] });
  });

  it("declares allowed outcomes that show access was granted (never 401, 403 or 404)", () => {
    for (const [key, expectation] of Object.entries(EXPECTATIONS)) {
      for (const status of [expectation.allowed].flat()) expect([401, 403, 404], key).not.toContain(status);
      for (const caller of Object.keys(expectation.refused ?? {}) as Caller[]) {
        // A refusal beyond the access rule is only meaningful for a caller the rule lets in.
        expect(admits(expectation.who, caller), `${key}: refused ${caller}`).toBe(true);
      }
    }
  });

  it.each(routes.map((route) => [route.key, route] as const))("%s", async (key, route) => {
    const expectation = EXPECTATIONS[key];
    if (!expectation) throw new Error(`${key} has no expectation in test/permissions/expectations.ts`);
    // The table's `who` is the route's access rule written out again: changing one means changing both.
    expect(sameWho(expectation.who), "who ≠ the route's config.access").toBe(sameWho(route.access as Who));

    const got: Partial<Record<Caller, number>> = {};
    const want: Partial<Record<Caller, number | readonly number[]>> = {};
    const bodies: string[] = [];
    for (const [index, caller] of CALLERS.entries()) {
      const res = await call(route, expectation, caller, index);
      const expected = expectedFor(expectation, caller);
      const ok = expected.includes(res.statusCode);
      got[caller] = res.statusCode;
      want[caller] = ok ? res.statusCode : expected.length === 1 ? expected[0] : expected;
      if (!ok) bodies.push(`${caller}: ${res.body.slice(0, 300)}`);
    }
    expect(got, bodies.join("\n")).toEqual(want);
  });
});
