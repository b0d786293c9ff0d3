import { captchaSchema } from "@edu/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { DatabaseHandle } from "../../db/database";
import { errorResponses } from "../../http/route-schemas";
import { createCaptcha } from "./captcha.service";

export const captchaRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (
  app,
  { database },
) => {
  app.get(
    "/api/captcha/flat",
    {
      config: { access: "public", rateLimit: { max: 60, timeWindow: "1 minute" } },
      schema: {
        tags: ["system"],
        summary: "A new captcha image and its key (answer valid once, for 10 minutes)",
        response: { 200: captchaSchema, ...errorResponses(429) },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return createCaptcha(database.db);
    },
  );
};
