import type { Role } from "@edu/shared";
import type { multipartBody } from "../../src/modules/uploads/uploads.test-support";
import type { Caller, Fixtures } from "./fixtures";

/** Who a route lets in: its `config.access`, written out again here on purpose. */
export type Who = "public" | "authenticated" | readonly Role[];

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

export type Expectation = {
  who: Who;
  /** What a caller who is let in gets: a concrete status, never 401, 403 or 404. */
  allowed: number | readonly number[];
  /**
   * Callers the access rule lets in but the route's own rule turns away for this request (rows that
   * are not theirs, a role the action needs). Only callers `who` admits may be listed.
   */
  refused?: Partial<Record<Caller, number>>;
  /** Builds the request, once per caller (so a row deleted by one caller is not another's). */
  request?: (f: Fixtures, caller: Caller) => RouteRequest | Promise<RouteRequest>;
};

export const ADMIN = ["super-admin"] as const;
export const OFFICE = ["super-admin", "staff"] as const;
/** Lessons: staff, and teachers for the classes they teach. */
export const LESSON_TEACHING = ["teacher", "staff"] as const;

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
export const probe = (route: string, caller: Caller): RouteRequest => ({
  body: { email: `nobody-${route}-${caller}@example.com` },
});

/** Binding adds a role to an account not yet set up; once set up, only an admin adds roles. */
export const SET_UP = { staff: 403, teacher: 403, parent: 403, student: 403, "test-editor": 403 } as const;

/** Public routes get the same answer whoever calls, signed in or not. */
export const PUBLIC_OK = { who: "public", allowed: 200 } as const satisfies Expectation;

/**
 * Documentation (swagger-ui and the OpenAPI document) is registered without an access rule: public,
 * and the only routes allowed to have none.
 */
export const isDocumentation = (url: string) => url === "/api/openapi.json" || url.startsWith("/api/docs");
