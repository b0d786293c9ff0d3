import { healthSchema } from "@edu/shared";
import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { DatabaseHandle } from "../../db/database";

const startedAt = Date.now();
const VERSION = process.env.npm_package_version ?? "1.0.0";

export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (
  app,
  { database },
) => {
  app.get(
    "/api/health",
    {
      config: { access: "public" },
      schema: {
        tags: ["system"],
        summary: "Liveness and database reachability (503 when the database does not answer)",
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const began = performance.now();
      let reachable = true;
      try {
        await database.db.execute(sql`select 1`);
      } catch {
        reachable = false;
      }
      const body = {
        status: reachable ? ("ok" as const) : ("unavailable" as const),
        database: {
          kind: database.kind,
          reachable,
          latency_ms: Math.round((performance.now() - began) * 100) / 100,
        },
        version: VERSION,
        uptime_s: Math.round((Date.now() - startedAt) / 1000),
      };
      return reply.status(reachable ? 200 : 503).send(body);
    },
  );
};
