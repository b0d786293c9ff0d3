import { accountEndpoints as endpoints } from "@edu/shared";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { clearSessionCookie, setSessionCookie } from "../../http/auth";
import { route } from "../../http/endpoint-route";
import type { ModuleDeps } from "../../module-deps";
import { verifyLineUserIdToken } from "../line";
import * as accounts from "./accounts.service";
import { accountProbeLimit, passwordLinkLimit } from "./probe-limit";

const clientOf = (request: FastifyRequest): accounts.ClientInfo => ({
  ip: request.ip,
  userAgent: request.headers["user-agent"],
  requestId: request.id,
});

/** The accounts endpoints (packages/shared/src/accounts/accounts.endpoints.ts) and what each does. */
export const accountsRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (
  app,
  { deps: moduleDeps },
) => {
  const { db } = moduleDeps;
  const publicUrl = moduleDeps.config.PUBLIC_URL;
  const deps: accounts.AccountsDeps = {
    db,
    verifyCaptcha: moduleDeps.verifyCaptcha,
    publicUrl,
    verifyLineToken: (token) => verifyLineUserIdToken(token, moduleDeps.config),
  };

  route(
    app,
    endpoints.register,
    async (request, reply) => {
      const result = await accounts.register(deps, request.body, request.locale, clientOf(request));
      setSessionCookie(reply, result.access_token, publicUrl);
      return result;
    },
    { config: { rateLimit: { max: 10, timeWindow: "1 hour" } } },
  );

  route(app, endpoints.login, async (request, reply) => {
    const result = await accounts.login(deps, request.body, clientOf(request));
    setSessionCookie(reply, result.access_token, publicUrl);
    return result;
  });

  route(app, endpoints.getMe, async (request) => accounts.getMe(db, request.user.id));

  route(app, endpoints.logout, async (request, reply) => {
    if (request.session) await accounts.logout(db, request.session.tokenHash);
    clearSessionCookie(reply, publicUrl);
    return { ok: true as const };
  });

  route(
    app,
    endpoints.checkUsername,
    async (request) => ({ available: await accounts.isUsernameAvailable(db, request.body.username) }),
    { config: { rateLimit: accountProbeLimit("username") } },
  );

  for (const endpoint of [endpoints.checkEmail, endpoints.checkUsersEmail]) {
    route(
      app,
      endpoint,
      async (request) => ({ available: await accounts.isEmailAvailable(db, request.body.email) }),
      { config: { rateLimit: accountProbeLimit("email") } },
    );
  }

  route(app, endpoints.updateLang, async (request) =>
    accounts.setLanguage(db, request.user.id, request.body.lang),
  );

  route(
    app,
    endpoints.createChangePassword,
    async (request) => {
      await accounts.changePassword(
        db,
        request.user.id,
        request.body,
        request.session?.tokenHash,
        request.id,
      );
      return { ok: true as const };
    },
    // Guessing the current password from a left-open session is slowed down like sign-in.
    { config: { rateLimit: { max: 10, timeWindow: "15 minutes" } } },
  );

  route(
    app,
    endpoints.sendResetLink,
    async (request) => {
      await accounts.sendResetLink(deps, request.body.email);
      return { ok: true as const };
    },
    { config: { rateLimit: accountProbeLimit("email") } },
  );

  for (const endpoint of [endpoints.reset, endpoints.setUrl]) {
    route(
      app,
      endpoint,
      async (request) => {
        await accounts.resetPassword(deps, request.body.token, request.body.password, request.id);
        return { ok: true as const };
      },
      { config: { rateLimit: passwordLinkLimit } },
    );
  }

  route(app, endpoints.resetUrl, async (request) =>
    accounts.createSetPasswordUrl(deps, request.user.id, request.body.user_id, request.id),
  );
};
