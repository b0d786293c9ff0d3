import { randomUUID } from "node:crypto";
import compress from "@fastify/compress";
import Fastify, { type FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "./config";
import type { DatabaseHandle } from "./db/database";
import { authPlugin } from "./http/auth";
import { handleFrameworkError, installErrorHandling } from "./http/error-handler";
import { registerIdempotency } from "./http/idempotency";
import { registerOpenApi } from "./http/openapi";
import { registerRateLimit } from "./http/rate-limit";
import { requestLocalePlugin } from "./http/request-locale";
import { createResponseSerializerCompiler } from "./http/response-serializer";
import { registerSecurityHeaders } from "./http/security-headers";
import { validatorCompiler } from "./http/validation";
import { collectInlineScriptHashes, registerWebApp } from "./http/web-app";
import { outboxRoutes } from "./mail";
import { createModuleDeps } from "./module-manifest";
import { MODULES } from "./modules";
import { startSessionCache } from "./modules/sessions";
import { createWebBootData } from "./web-boot-data.bridge";

export type AppDependencies = {
  config: Config;
  database: DatabaseHandle;
};

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
  }
}

const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{8,128}$/;

/** Builds the whole HTTP application without listening: used by main.ts, tests and benchmarks. */
export async function buildApp({ config, database }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: {
        paths: ["req.headers.authorization", "req.headers.cookie", 'res.headers["set-cookie"]'],
        remove: true,
      },
    },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // Fastify's own answers (bad URL encoding, overlong path params) in our error shape, never echoing the path.
    frameworkErrors: handleFrameworkError,
    // Keep a caller's id when it looks like one (a load balancer's), else make one.
    genReqId: (request) => {
      const incoming = request.headers["x-request-id"];
      return typeof incoming === "string" && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // zod's pass only where the answer is not already exactly the schema's shape (response-serializer.ts).
  app.setSerializerCompiler(createResponseSerializerCompiler({ verify: config.NODE_ENV === "test" }));
  app.decorate("config", config);
  app.decorate("database", database);

  // Callback hooks here and in http/ (no promise per request where nothing is awaited).
  app.addHook("onRequest", (request, reply, done) => {
    reply.header("x-request-id", request.id);
    done();
  });

  await app.register(requestLocalePlugin);
  installErrorHandling(app);
  await registerSecurityHeaders(app, collectInlineScriptHashes(config.WEB_DIST_DIR));
  // Before compression: the stored answer of an idempotent request is the serialized JSON, not a stream.
  registerIdempotency(app, database.db);
  await app.register(compress, { global: true, encodings: ["br", "gzip"], threshold: 1024 });
  await registerRateLimit(app, database.db);
  await registerOpenApi(app);
  const sessionCache = config.SESSION_CACHE ? startSessionCache(database) : undefined;
  await app.register(authPlugin, { db: database.db, publicUrl: config.PUBLIC_URL, sessionCache });

  // The mail outbox's admin routes: infrastructure beside the modules, with the same deps.
  const deps = createModuleDeps(MODULES, { config, database });
  await app.register(outboxRoutes, { deps });
  // Every module's routes (modules.ts), each plugin given only `{ deps }`.
  for (const module of MODULES) {
    for (const routes of module.routes ?? []) await app.register(routes, { deps });
  }

  // A signed-in page carries the user and the contact record (no POST /api/me, no contact read on first load).
  const bootData = createWebBootData({ db: database.db, sessionCache, verify: config.NODE_ENV === "test" });
  await registerWebApp(app, config.WEB_DIST_DIR, { bootData });
  return app;
}
