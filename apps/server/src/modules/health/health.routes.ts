import { healthEndpoints as endpoints } from "@edu/shared/health";
import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../http/endpoint-route";
import type { ModuleDeps } from "../../module-deps";

const startedAt = Date.now();
const VERSION = process.env.npm_package_version ?? "1.0.0";

/** packages/shared/src/health/health.endpoints.ts */
export const healthRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  route(
    app,
    endpoints.getHealth,
    async (_request, reply) => {
      const began = performance.now();
      let reachable = true;
      try {
        await deps.db.execute(sql`select 1`);
      } catch {
        reachable = false;
      }
      const body = {
        status: reachable ? ("ok" as const) : ("unavailable" as const),
        database: {
          kind: deps.databaseKind,
          reachable,
          latency_ms: Math.round((performance.now() - began) * 100) / 100,
        },
        version: VERSION,
        uptime_s: Math.round((Date.now() - startedAt) / 1000),
      };
      return reply.status(reachable ? 200 : 503).send(body);
    },
    { responses: { 503: endpoints.getHealth.response } },
  );
};
