import { captchaEndpoints as endpoints } from "@edu/shared/captcha";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { DatabaseHandle } from "../../db/database";
import { route } from "../../http/endpoint-route";
import { createCaptcha } from "./captcha.service";

/** packages/shared/src/captcha/captcha.endpoints.ts */
export const captchaRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (
  app,
  { database },
) => {
  route(
    app,
    endpoints.getCaptchaFlat,
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return createCaptcha(database.db);
    },
    { config: { rateLimit: { max: 60, timeWindow: "1 minute" } } },
  );
};
