import { lineEndpoints as endpoints } from "@edu/shared";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError, notFound } from "../../http/app-error";
import { setSessionCookie } from "../../http/auth";
import { readCookie } from "../../http/cookies";
import { route } from "../../http/endpoint-route";
import type { ModuleDeps } from "../../module-deps";
import { createLineClient, lineSettingsFrom } from "./line.oidc";
import { bindLineUser, signInWithLine } from "./line.service";
import { readFlowState, STATE_TTL_SECONDS, signFlowState, signLineUserIdToken } from "./line.tokens";

const FLOW_COOKIE = "line_flow";
const FLOW_COOKIE_PATH = "/api/line";

/**
 * LINE login (packages/shared/src/line/line.endpoints.ts). The authorize and callback routes answer only
 * redirects (the declarations' `redirectAnswer`).
 */
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

  route(app, endpoints.getLineConfig, async () => ({ enabled: Boolean(client) }));

  const rateLimited = () => ({ config: { rateLimit: { max: 30, timeWindow: "1 minute" } } });

  route(
    app,
    endpoints.startLineLogin,
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
    rateLimited(),
  );

  route(
    app,
    endpoints.finishLineLogin,
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
    rateLimited(),
  );
};
