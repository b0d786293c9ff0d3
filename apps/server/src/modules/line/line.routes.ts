import { lineAuthorizeQuerySchema, lineCallbackQuerySchema, lineConfigSchema } from "@edu/shared";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError, notFound } from "../../http/app-error";
import { setSessionCookie } from "../../http/auth";
import { readCookie } from "../../http/cookies";
import { errorResponses, redirectResponse } from "../../http/route-schemas";
import type { ModuleDeps } from "../../module-deps";
import { createLineClient, lineSettingsFrom } from "./line.oidc";
import { bindLineUser, signInWithLine } from "./line.service";
import { readFlowState, STATE_TTL_SECONDS, signFlowState, signLineUserIdToken } from "./line.tokens";

const tags = ["line"];
const FLOW_COOKIE = "line_flow";
const FLOW_COOKIE_PATH = "/api/line";

export const lineRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db, config } = deps;
  const settings = lineSettingsFrom(config);
  const client = settings ? createLineClient(settings) : undefined;
  const secure = config.PUBLIC_URL.startsWith("https:");

  const flowCookie = (value: string, maxAge: number) =>
    [
      `${FLOW_COOKIE}=${value}`,
      `Path=${FLOW_COOKIE_PATH}`,
      "HttpOnly",
      "SameSite=Lax",
      `Max-Age=${maxAge}`,
      ...(secure ? ["Secure"] : []),
    ].join("; ");

  const redirect = (reply: FastifyReply, location: string) =>
    reply.header("cache-control", "no-store").redirect(location, 302);

  app.get(
    "/api/line/config",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "Is LINE login configured? (the web app hides LINE buttons otherwise)",
        response: { 200: lineConfigSchema },
      },
    },
    async () => ({ enabled: Boolean(client) }),
  );

  app.get(
    "/api/line/authorize",
    {
      config: { access: "public", rateLimit: { max: 30, timeWindow: "1 minute" } },
      schema: {
        tags,
        summary: "Start LINE login (mode=login) or bind to the signed-in user (mode=bind): 302 to LINE",
        querystring: lineAuthorizeQuerySchema,
        operationId: "startLineLogin",
        response: { 302: redirectResponse("To LINE's sign-in page"), ...errorResponses(401, 404, 422, 429) },
      },
    },
    async (request, reply) => {
      if (!client || !settings) throw notFound();
      const { mode, return_to } = request.query;
      const user = request.session?.user;
      if (mode === "bind" && !user?.isActive) throw new AppError("unauthenticated");
      const { url, flow } = await client.startFlow({
        mode,
        returnTo: return_to,
        userId: mode === "bind" ? user?.id : undefined,
      });
      const signed = await signFlowState(config, flow);
      reply.header("set-cookie", flowCookie(signed, STATE_TTL_SECONDS));
      return redirect(reply, url.href);
    },
  );

  app.get(
    "/api/line/callback",
    {
      config: { access: "public", rateLimit: { max: 30, timeWindow: "1 minute" } },
      schema: {
        tags,
        summary:
          "LINE redirects here: signs in (→ /home), binds (→ /profile) or sends an unknown LINE user to /line/bind",
        querystring: lineCallbackQuerySchema,
        operationId: "finishLineLogin",
        response: {
          302: redirectResponse("To a page of the web app: /home, /profile, /line/bind or an error page"),
          ...errorResponses(401, 404, 409, 422, 429),
        },
      },
    },
    async (request, reply) => {
      if (!client || !settings) throw notFound();
      // Single use: whatever happens next, the flow cookie is gone.
      reply.header("set-cookie", flowCookie("", 0));
      const raw = readCookie(request.headers.cookie, FLOW_COOKIE);
      const flow = raw ? await readFlowState(config, raw) : undefined;
      const failPage = flow?.mode === "bind" ? "/profile" : "/line/login";
      if (!flow) return redirect(reply, "/line/login?error=invalid_state");
      if (request.query.error) return redirect(reply, `${failPage}?error=denied`);

      let sub: string;
      try {
        const callbackUrl = new URL(request.url, config.PUBLIC_URL);
        ({ sub } = await client.finishFlow(callbackUrl, flow));
      } catch (error) {
        request.log.warn({ err: error }, "LINE sign-in failed");
        return redirect(reply, `${failPage}?error=line_failed`);
      }

      if (flow.mode === "bind") {
        const user = request.session?.user;
        if (!user?.isActive || user.id !== flow.userId) throw new AppError("unauthenticated");
        await bindLineUser(db, user.id, sub, request.id);
        return redirect(reply, "/profile?line=bound");
      }

      const outcome = await signInWithLine(db, sub, {
        ip: request.ip,
        userAgent: request.headers["user-agent"],
        requestId: request.id,
      });
      if (outcome.kind === "inactive") return redirect(reply, "/inactive");
      if (outcome.kind === "unknown_line_user") {
        const token = await signLineUserIdToken(config, sub);
        return redirect(reply, `/line/bind?line_user_id_token=${encodeURIComponent(token)}`);
      }
      // Fastify appends Set-Cookie values: the flow cookie is cleared and the session cookie set.
      setSessionCookie(reply, outcome.token, config.PUBLIC_URL);
      return redirect(reply, flow.returnTo ?? "/home");
    },
  );
};
