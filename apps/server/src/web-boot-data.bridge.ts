import { SITE_CONTENT_KEYS, siteContentSchema, userSchema } from "@edu/shared";
import type { DbOrTx } from "./db/database";
import { AppError } from "./http/app-error";
import { SESSION_COOKIE } from "./http/auth";
import { readCookie } from "./http/cookies";
import { createResponseSerializerCompiler } from "./http/response-serializer";
import type { BootDataProvider } from "./http/web-boot-page";
import { getMe } from "./modules/accounts";
import { getPublicSiteContent } from "./modules/content";
import { resolveSession, type SessionCacheHandle } from "./modules/sessions";

/** An AppError with this code as "nothing to send"; any other failure goes on to the caller. */
const absentOn =
  (code: AppError["code"]) =>
  (error: unknown): undefined => {
    if (error instanceof AppError && error.code === code) return undefined;
    throw error;
  };

/**
 * What the SPA fallback carries for a signed-in browser (http/web-boot-page.ts): the bodies POST /api/me and
 * GET /api/site-content/site.contact would answer, from the same services through the routes' own serializer.
 * Only the session cookie counts (a page load never sends a Bearer token); a request without one costs no
 * query. No session, or one /api/me refuses (revoked, expired: 401; inactive user: "blocked"), gives no boot
 * data: the page asks the API as before. The contact record is read in the user's saved language, which the
 * app switches to at sign-in and saves on every switch: that is the locale its contact query asks for.
 */
export function createWebBootData(options: {
  db: DbOrTx;
  sessionCache?: SessionCacheHandle;
  /** Tests: check the serializer's direct bytes against zod's pass, as the routes do. */
  verify?: boolean;
}): BootDataProvider {
  const { db, sessionCache } = options;
  const compile = createResponseSerializerCompiler({ verify: options.verify });
  const meJson = compile({ schema: userSchema, method: "POST", url: "/api/me", httpStatus: "200" });
  const contactJson = compile({
    schema: siteContentSchema,
    method: "GET",
    url: "/api/site-content/:key",
    httpStatus: "200",
  });
  return async (request) => {
    const token = readCookie(request.headers.cookie, SESSION_COOKIE);
    if (!token) return undefined;
    const session = await resolveSession(db, token, sessionCache?.cache);
    if (!session?.user.isActive) return undefined;
    const me = await getMe(db, session.user.id).catch(absentOn("unauthenticated"));
    if (!me) return undefined;
    const contact = await getPublicSiteContent(db, SITE_CONTENT_KEYS.contact, me.lang).catch(
      absentOn("not_found"),
    );
    return { me: meJson(me), site_contact: contact && contactJson(contact) };
  };
}
