import {
  authResultSchema,
  availabilitySchema,
  changePasswordSchema,
  checkEmailSchema,
  checkUsernameSchema,
  langSchema,
  loginSchema,
  okSchema,
  registerSchema,
  resetPasswordSchema,
  resetUrlResultSchema,
  resetUrlSchema,
  sendResetLinkSchema,
  userSchema,
} from "@edu/shared";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { clearSessionCookie, setSessionCookie } from "../../http/auth";
import { errorResponses } from "../../http/route-schemas";
import type { ModuleDeps } from "../../module-deps";
import { verifyLineUserIdToken } from "../line";
import * as accounts from "./accounts.service";
import { accountProbeLimit } from "./probe-limit";

const clientOf = (request: FastifyRequest): accounts.ClientInfo => ({
  ip: request.ip,
  userAgent: request.headers["user-agent"],
  requestId: request.id,
});

const tags = ["accounts"];
// Spec §7 clients send {email or username, password}; both names are accepted.
const loginBodySchema = z.preprocess((body) => {
  if (body && typeof body === "object" && !("username" in body) && "email" in body) {
    return { ...body, username: (body as { email: unknown }).email };
  }
  return body;
}, loginSchema);

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

  app.post(
    "/api/register",
    {
      config: { access: "public", rateLimit: { max: 10, timeWindow: "1 hour" } },
      schema: {
        tags,
        summary: "Create an account (then bind as student, teacher or parent)",
        body: registerSchema,
        response: { 200: authResultSchema, ...errorResponses(422, 429) },
      },
    },
    async (request, reply) => {
      const result = await accounts.register(deps, request.body, request.locale, clientOf(request));
      setSessionCookie(reply, result.access_token, publicUrl);
      return result;
    },
  );

  app.post(
    "/api/login",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: 'Sign in by username, or by email when the input contains "@"',
        body: loginBodySchema,
        response: { 200: authResultSchema, ...errorResponses(400, 422, 429) },
      },
    },
    async (request, reply) => {
      const result = await accounts.login(deps, request.body, clientOf(request));
      setSessionCookie(reply, result.access_token, publicUrl);
      return result;
    },
  );

  app.post(
    "/api/me",
    {
      config: { access: "authenticated" },
      schema: {
        tags,
        summary: "The signed-in user",
        response: { 200: userSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => accounts.getMe(db, request.user.id),
  );

  app.post(
    "/api/logout",
    {
      config: { access: "authenticated" },
      schema: {
        tags,
        summary: "End this session (revoked server-side)",
        response: { 200: okSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      if (request.session) await accounts.logout(db, request.session.tokenHash);
      clearSessionCookie(reply, publicUrl);
      return { ok: true as const };
    },
  );

  app.post(
    "/api/check-username",
    {
      config: { access: "public", rateLimit: accountProbeLimit("username") },
      schema: {
        tags,
        summary: "Is this username free?",
        body: checkUsernameSchema,
        response: { 200: availabilitySchema, ...errorResponses(422, 429) },
      },
    },
    async (request) => ({ available: await accounts.isUsernameAvailable(db, request.body.username) }),
  );

  for (const url of ["/api/check-email", "/api/users/check-email"]) {
    app.post(
      url,
      {
        config: { access: "public", rateLimit: accountProbeLimit("email") },
        schema: {
          tags,
          summary: "Is this email free?",
          body: checkEmailSchema,
          response: { 200: availabilitySchema, ...errorResponses(422, 429) },
        },
      },
      async (request) => ({ available: await accounts.isEmailAvailable(db, request.body.email) }),
    );
  }

  app.patch(
    "/api/lang",
    {
      config: { access: "authenticated" },
      schema: {
        tags,
        summary: "Save the interface language",
        body: langSchema,
        response: { 200: userSchema, ...errorResponses(401, 422) },
      },
    },
    async (request) => accounts.setLanguage(db, request.user.id, request.body.lang),
  );

  app.post(
    "/api/change-password",
    {
      // Guessing the current password from a left-open session is slowed down like sign-in.
      config: { access: "authenticated", rateLimit: { max: 10, timeWindow: "15 minutes" } },
      schema: {
        tags,
        summary: "Change the signed-in user's password (the current one is checked; other sessions end)",
        body: changePasswordSchema,
        response: { 200: okSchema, ...errorResponses(401, 422, 429) },
      },
    },
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
  );

  app.post(
    "/api/send-reset-link",
    {
      config: { access: "public", rateLimit: accountProbeLimit("email") },
      schema: {
        tags,
        summary: "Mail a single-use reset link (1 hour; none to an inactive account, same answer)",
        body: sendResetLinkSchema,
        response: { 200: okSchema, ...errorResponses(422, 429) },
      },
    },
    async (request) => {
      await accounts.sendResetLink(deps, request.body.email);
      return { ok: true as const };
    },
  );

  for (const url of ["/api/reset", "/api/set-url"]) {
    app.post(
      url,
      {
        config: { access: "public", rateLimit: { max: 20, timeWindow: "15 minutes" } },
        schema: {
          tags,
          summary: url.endsWith("reset")
            ? "Choose a new password with a reset link"
            : "Set the first password with a set link",
          body: resetPasswordSchema,
          response: { 200: okSchema, ...errorResponses(422, 429) },
        },
      },
      async (request) => {
        await accounts.resetPassword(deps, request.body.token, request.body.password, request.id);
        return { ok: true as const };
      },
    );
  }

  app.post(
    "/api/reset-url",
    {
      config: { access: ["super-admin"] },
      schema: {
        tags,
        summary: "Admin: a set-password link for a user",
        body: resetUrlSchema,
        response: { 200: resetUrlResultSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => accounts.createSetPasswordUrl(deps, request.user.id, request.body.user_id, request.id),
  );
};
