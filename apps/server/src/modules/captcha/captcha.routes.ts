import { captchaEndpoints as endpoints } from "@edu/shared/captcha";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../http/endpoint-route";
import type { ModuleDeps } from "../../module-deps";
import { createCaptcha } from "./captcha.service";

/** packages/shared/src/captcha/captcha.endpoints.ts */
export const captchaRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  route(
    app,
    endpoints.getCaptchaFlat,
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return createCaptcha(deps.db);
    },
    { config: { rateLimit: { max: 60, timeWindow: "1 minute" } } },
  );
};
