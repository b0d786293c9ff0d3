import { homeEndpoints as endpoints } from "@edu/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../http/actor";
import { route } from "../../http/endpoint-route";
import type { ModuleDeps } from "../../module-deps";
import { homeSummary } from "./home.service";

/** The signed-in home page's counts in one call (packages/shared/src/home/home.endpoints.ts). */
export const homeRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db, config } = deps;

  route(app, endpoints.getHomeSummary, async (request) =>
    homeSummary(db, actorOf(request), { smtpConfigured: Boolean(config.SMTP_URL) }),
  );
};
