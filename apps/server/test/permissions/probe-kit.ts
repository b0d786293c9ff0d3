import type { Endpoint } from "@edu/shared";
import type { multipartBody } from "../helpers/upload-files";
import type { Caller, Fixtures } from "./fixtures";

export type RouteRequest = {
  /** Path with its parameters filled in, and any query string; the route's own path when left out. */
  url?: string;
  /** A JSON body. */
  body?: unknown;
  /** A multipart body instead of JSON. */
  multipart?: Parameters<typeof multipartBody>[0];
  /** Replaces the caller's headers (e.g. a second session of the same user). */
  headers?: Record<string, string>;
};

/**
 * How the permission table calls one route, written beside its endpoint
 * (`modules/<module>/<module>.probes.test-support.ts`). Who is let in is the endpoint's declared
 * `access`: a probe says only what a let-in caller gets and how to ask.
 */
export type Probe = {
  /** What a caller who is let in gets: a concrete status, never 401, 403 or 404. */
  allowed: number | readonly number[];
  /**
   * Callers the access rule lets in but the route's own rule turns away for this request (rows that
   * are not theirs, a role the action needs). Only callers the access rule admits may be listed.
   */
  refused?: Partial<Record<Caller, number>>;
  /** Builds the request, once per caller (so a row deleted by one caller is not another's). */
  request?: (f: Fixtures, caller: Caller) => RouteRequest | Promise<RouteRequest>;
};

/** A module's probes, keyed by endpoint name (the route's operationId); what the runner collects. */
export type ModuleProbes = {
  readonly kind: "module-probes";
  readonly probes: Readonly<Record<string, Probe>>;
};

/**
 * The probes of a module's endpoints, keyed by each endpoint's declared name: a key that is not one
 * of `endpoints` fails tsc. `registeredByHand` holds the probes of the module's routes registered
 * without a declaration, keyed by the operationId the route gets (http/operation-ids.ts), which is
 * the name its declaration will carry.
 */
export function defineProbes<const E extends Record<string, Endpoint>>(
  _endpoints: E,
  probes: NoInfer<{ [K in keyof E]?: Probe }>,
  registeredByHand: Readonly<Record<string, Probe>> = {},
): ModuleProbes {
  return { kind: "module-probes", probes: { ...(probes as Record<string, Probe>), ...registeredByHand } };
}

export const isModuleProbes = (value: unknown): value is ModuleProbes =>
  typeof value === "object" && value !== null && (value as { kind?: unknown }).kind === "module-probes";

/**
 * Validation runs after the access check (preValidation), so a 422 to a body without its required
 * fields proves the caller was let in — and nothing is written. Used where a valid request would
 * change data the rest of the table reads, or would need a fresh row per caller.
 */
export const EMPTY_BODY = { body: {} } satisfies RouteRequest;

/**
 * Routes that tell whether an account exists share one rate limit per address and per value asked
 * about, so each caller asks about its own address.
 */
export const accountProbe = (route: string, caller: Caller): RouteRequest => ({
  body: { email: `nobody-${route}-${caller}@example.com` },
});

/** Binding adds a role to an account not yet set up; once set up, only an admin adds roles. */
export const SET_UP = { staff: 403, teacher: 403, parent: 403, student: 403, "test-editor": 403 } as const;

/**
 * Documentation (swagger-ui and the OpenAPI document) is registered without an access rule: public,
 * and the only routes allowed to have none.
 */
export const isDocumentation = (url: string) => url === "/api/openapi.json" || url.startsWith("/api/docs");
