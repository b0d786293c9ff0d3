import type { Role } from "@edu/shared";
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onSendHookHandler,
  preValidationHookHandler,
} from "fastify";
import fp from "fastify-plugin";
import type { DbOrTx } from "../db/database";
import {
  type ResolvedSession,
  resolveSession,
  SESSION_ABSOLUTE_MS,
  type SessionCacheHandle,
} from "../modules/sessions";
import { hasRole, type SessionUser } from "./actor";
import { AppError } from "./app-error";
import { readCookie, serializeCookie } from "./cookies";

export const SESSION_COOKIE = "session";

/**
 * Who may call a route. Every /api route must declare one (checked when routes are added):
 * "public", "authenticated" (any active, signed-in user) or a list of roles (any of them; super-admin
 * always passes).
 */
export type Access = "public" | "authenticated" | readonly Role[];

declare module "fastify" {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    session: ResolvedSession | undefined;
    sessionFromCookie: boolean;
    /** The signed-in user; only on routes whose access is not "public". */
    user: SessionUser;
  }
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function tokenFrom(request: FastifyRequest): { token?: string; fromCookie: boolean } {
  const header = request.headers.authorization;
  if (header?.startsWith("Bearer ")) return { token: header.slice(7).trim(), fromCookie: false };
  return { token: readCookie(request.headers.cookie, SESSION_COOKIE), fromCookie: true };
}

/**
 * CSRF, for every state-changing /api call, public ones included (login, register, contact, the
 * enrollment form): an Origin (or, without one, a Referer) that is present must be our own site —
 * scheme, host and port, as PUBLIC_URL names it or as the request reached us (its protocol and Host;
 * behind a proxy with TRUST_PROXY, the forwarded ones); and a request carrying the session cookie must
 * show one, since browsers always send Origin on such requests. API clients with a Bearer token or no
 * cookie, and no Origin, are not browsers: they pass.
 */
function checkOrigin(request: FastifyRequest, publicUrl: string): void {
  const sent = request.headers.origin ?? request.headers.referer;
  if (sent === undefined) {
    const bearer = request.headers.authorization?.startsWith("Bearer ");
    if (!bearer && readCookie(request.headers.cookie, SESSION_COOKIE)) throw new AppError("forbidden");
    return;
  }
  let from: string;
  let reached: string | undefined;
  try {
    // URL origins: the scheme and host lower-cased, a default port dropped, "null" for an opaque one.
    from = new URL(sent).origin;
    reached = request.host ? new URL(`${request.protocol}://${request.host}`).origin : undefined;
  } catch {
    throw new AppError("forbidden");
  }
  if (from === "null" || (from !== new URL(publicUrl).origin && from !== reached))
    throw new AppError("forbidden");
}

export function hasAccess(user: SessionUser, access: Access): boolean {
  if (access === "public" || access === "authenticated") return true;
  return hasRole(user, ...access);
}

/** Records the session on the request; the refusal for this access rule, if any. */
function admit(
  request: FastifyRequest,
  access: Access,
  session: ResolvedSession | undefined,
  fromCookie: boolean,
): AppError | undefined {
  request.session = session;
  request.sessionFromCookie = Boolean(session) && fromCookie;
  if (access === "public") return undefined;
  if (!session) return new AppError("unauthenticated");
  if (!session.user.isActive) return new AppError("blocked");
  if (!hasAccess(session.user, access)) return new AppError("forbidden");
  request.user = session.user;
  return undefined;
}

/** A route's own hooks of one kind as a list (none, one or several). */
function hookList<T>(hooks: T | T[] | undefined): T[] {
  return Array.isArray(hooks) ? hooks : hooks ? [hooks] : [];
}

export type AuthOptions = {
  db: DbOrTx;
  publicUrl: string;
  /** Resolved sessions kept a few seconds (modules/sessions/session-cache.ts); closed with the app. */
  sessionCache?: SessionCacheHandle;
};

export const authPlugin = fp(async (app: FastifyInstance, options: AuthOptions) => {
  const { sessionCache } = options;
  app.decorateRequest("session", undefined);
  app.decorateRequest("sessionFromCookie", false);
  app.decorateRequest("user", undefined as unknown as SessionUser);

  // Who may call is checked per route, its access rule read once here (request.routeOptions builds a new
  // object on every read): first of the route's preValidation hooks, so 401/403 come before 422. A route
  // without an access rule (pages, assets) has no such hook; an anonymous request to a public route
  // answers without a promise or a lookup.
  app.addHook("onRoute", (route) => {
    const access = route.config?.access;
    if (route.url.startsWith("/api/") && !route.schema?.hide && !access)
      throw new Error(`Route ${route.method} ${route.url} declares no access rule`);
    if (!access) return;
    route.preValidation = [checkAccess(access), ...hookList(route.preValidation)];
    // A state-changing request is answered only once this process has heard the invalidations committed
    // so far: after a sign-out, a role removed or a user deactivated here, no request this process serves
    // next finds the old session in the cache (other processes hear it a moment later, at most the TTL).
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (sessionCache && methods.some((method) => !SAFE_METHODS.has(method)))
      route.onSend = [...hookList(route.onSend), fenceOnSend];
  });

  const checkAccess =
    (access: Access): preValidationHookHandler =>
    (request, _reply, done) => {
      try {
        if (!SAFE_METHODS.has(request.method)) checkOrigin(request, options.publicUrl);
      } catch (error) {
        return done(error as Error);
      }
      const { token, fromCookie } = tokenFrom(request);
      if (!token) return done(admit(request, access, undefined, false));
      resolveSession(options.db, token, sessionCache?.cache).then(
        (session) => done(admit(request, access, session, fromCookie)),
        (error: Error) => done(error),
      );
    };

  const fenceOnSend: onSendHookHandler = (request, _reply, payload, done) => {
    if (SAFE_METHODS.has(request.method) || !sessionCache) return done(null, payload);
    sessionCache.fence().then(
      () => done(null, payload),
      (error: Error) => done(error),
    );
  };

  if (sessionCache) {
    // Ready once listening (or the first attempt failed: then the cache waits, bypassed, for a retry).
    app.addHook("onReady", async () => sessionCache.started);
    app.addHook("onClose", async () => sessionCache.close());
  }
});

/**
 * Readable by the page, holds no secret: tells the web app a session cookie was set (by any sign-in:
 * the form, LINE, binding), so it asks POST /api/me only then and a visitor sees no 401 in the console.
 */
export const SIGNED_IN_HINT_COOKIE = "signed_in";

export function setSessionCookie(reply: FastifyReply, token: string, publicUrl: string): void {
  const options = {
    maxAgeSeconds: Math.floor(SESSION_ABSOLUTE_MS / 1000),
    secure: publicUrl.startsWith("https:"),
  };
  reply.header("set-cookie", serializeCookie(SESSION_COOKIE, token, options));
  reply.header("set-cookie", serializeCookie(SIGNED_IN_HINT_COOKIE, "1", { ...options, httpOnly: false }));
}

export function clearSessionCookie(reply: FastifyReply, publicUrl: string): void {
  const options = { maxAgeSeconds: 0, secure: publicUrl.startsWith("https:") };
  reply.header("set-cookie", serializeCookie(SESSION_COOKIE, "", options));
  reply.header("set-cookie", serializeCookie(SIGNED_IN_HINT_COOKIE, "", { ...options, httpOnly: false }));
}
