import type { EndpointAccess } from "@edu/shared";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp } from "../helpers/test-app";
import { multipartBody } from "../helpers/upload-files";
import { declaredEndpoints } from "./declared-endpoints";
import { buildFixtures, CALLERS, type Caller, type Fixtures } from "./fixtures";
import { loadProbes } from "./module-probes";
import { isDocumentation, type Probe } from "./probe-kit";
import type { RegisteredRoute } from "./registered-routes";

// DESIGN.md §6: permissions are one table generated from the registered routes × every role; a
// route without a probe fails. The routes come from Fastify itself (registered-routes.ts), who may
// call each one from its endpoint's declared access, and how to call it from the probe written beside
// the endpoint (src/modules/<module>/<module>.probes.test-support.ts).
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
const routeNamed = new Map(routes.map((route) => [route.name, route]));
const declared = declaredEndpoints();
const probes = await loadProbes();

/**
 * Who may call the route: its declaration's access; a route registered by hand (no declaration yet)
 * carries it in its `config.access`.
 */
const accessOf = (route: RegisteredRoute): EndpointAccess =>
  declared.get(route.name)?.access ?? (route.access as EndpointAccess);
let f: Fixtures;

beforeAll(async () => {
  f = await buildFixtures(ctx);
}, 120_000);
afterAll(() => ctx.close());

/** A deactivated user's session is turned away as "blocked" before any route runs. */
const BLOCKED = 400;

const sameWho = (who: EndpointAccess): string =>
  who === "public" || who === "authenticated" ? who : JSON.stringify([...who].sort());

const admits = (who: EndpointAccess, caller: Caller): boolean => {
  if (who === "public") return true;
  if (caller === "anonymous" || caller === "inactive") return false;
  return who === "authenticated" || caller === "super-admin" || who.includes(caller);
};

/** The statuses `caller` may get from the route. */
function expectedFor(probe: Probe, who: EndpointAccess, caller: Caller): readonly number[] {
  const refused = probe.refused?.[caller];
  if (refused !== undefined) return [refused];
  if (admits(who, caller)) return [probe.allowed].flat();
  if (caller === "anonymous") return [401];
  if (caller === "inactive") return [BLOCKED];
  return [403];
}

async function call(route: RegisteredRoute, probe: Probe, caller: Caller, index: number) {
  const request = (await probe.request?.(f, caller)) ?? {};
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
  it("has one probe per registered route, and none for a route that does not exist", () => {
    expect(routes.length).toBeGreaterThan(150);
    const withoutRule = [...registered.values()].filter((route) => route.access === undefined);
    expect(withoutRule.filter((route) => !isDocumentation(route.url)).map((route) => route.key)).toEqual([]);
    const missing = routes.filter((route) => !probes.has(route.name)).map((route) => route.key);
    const stale = [...probes.keys()].filter((name) => !routeNamed.has(name));
    expect({ missing, stale }).toEqual({ missing: [], stale: [] });
  });

  it("declares allowed outcomes that show access was granted (never 401, 403 or 404)", () => {
    for (const [name, probe] of probes) {
      for (const status of [probe.allowed].flat()) expect([401, 403, 404], name).not.toContain(status);
      const route = routeNamed.get(name);
      if (!route) continue;
      for (const caller of Object.keys(probe.refused ?? {}) as Caller[]) {
        // A refusal beyond the access rule is only meaningful for a caller the rule lets in.
        expect(admits(accessOf(route), caller), `${name}: refused ${caller}`).toBe(true);
      }
    }
  });

  it.each(routes.map((route) => [`${route.key} (${route.name})`, route] as const))(
    "%s",
    async (_row, route) => {
      const probe = probes.get(route.name);
      if (!probe) throw new Error(`${route.key} has no probe named ${route.name} beside its endpoint`);
      const declaration = declared.get(route.name);
      if (declaration) {
        // The route was registered from its declaration, so Fastify holds the declared access.
        expect(`${declaration.method} ${declaration.path}`, "the declaration of this name").toBe(route.key);
        expect(sameWho(route.access as EndpointAccess), "config.access ≠ the declared access").toBe(
          sameWho(declaration.access),
        );
      }
      const who = accessOf(route);

      const got: Partial<Record<Caller, number>> = {};
      const want: Partial<Record<Caller, number | readonly number[]>> = {};
      const bodies: string[] = [];
      for (const [index, caller] of CALLERS.entries()) {
        const res = await call(route, probe, caller, index);
        const expected = expectedFor(probe, who, caller);
        const ok = expected.includes(res.statusCode);
        got[caller] = res.statusCode;
        want[caller] = ok ? res.statusCode : expected.length === 1 ? expected[0] : expected;
        if (!ok) bodies.push(`${caller}: ${res.body.slice(0, 300)}`);
      }
      expect(got, bodies.join("\n")).toEqual(want);
    },
  );
});
