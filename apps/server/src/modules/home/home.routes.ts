import { homeSummarySchema } from "@edu/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../http/actor";
import { errorResponses } from "../../http/route-schemas";
import type { ModuleDeps } from "../../module-deps";
import { homeSummary } from "./home.service";

/** The signed-in home page's counts in one call (issue 11 item 9). */
export const homeRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db, config } = deps;

  app.get(
    "/api/home/summary",
    {
      config: { access: "authenticated" },
      schema: {
        tags: ["home"],
        summary:
          "What the caller's home page counts, by their roles (null where their role may not see the list)",
        response: { 200: homeSummarySchema, ...errorResponses(401) },
      },
    },
    async (request) => homeSummary(db, actorOf(request), { smtpConfigured: Boolean(config.SMTP_URL) }),
  );
};
