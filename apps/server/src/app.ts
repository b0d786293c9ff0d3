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
import type { ModuleDeps } from "./module-deps";
import { accountsRoutes, bindingRoutes } from "./modules/accounts";
import { balanceRoutes } from "./modules/balance";
import { billsRoutes, isFamilyOrder, orderPaymentsRoutes } from "./modules/billing";
import { captchaRoutes, createCaptchaVerifier } from "./modules/captcha";
import { classTicketsRoutes, isTeacherOfStudent, sessionClassesRoutes } from "./modules/classes";
import { contactRoutes } from "./modules/contact";
import { contentRoutes } from "./modules/content";
import { courseSessionsRoutes, coursesRoutes } from "./modules/courses";
import {
  enrolledSessionsRoutes,
  enrollmentContractsRoutes,
  enrollmentFormsRoutes,
  quickEnrollRoutes,
} from "./modules/enrollment";
import { exchangeRatesRoutes } from "./modules/exchange-rates";
import { familyLinksRoutes } from "./modules/family-links";
import { faqRoutes } from "./modules/faq";
import { feedbackRoutes } from "./modules/feedback";
import { geoRoutes } from "./modules/geo";
import { healthRoutes } from "./modules/health";
import { homeRoutes } from "./modules/home";
import { lessonScheduleRoutes } from "./modules/lesson-schedule";
import { lessonsRoutes } from "./modules/lessons";
import { lineNotesRoutes, lineRoutes } from "./modules/line";
import { mailCenterRoutes } from "./modules/mail-center";
import { payrollRoutes } from "./modules/payroll";
import { profilesRoutes } from "./modules/profiles";
import { receivablesRoutes } from "./modules/receivables";
import { relationsRoutes } from "./modules/relations";
import { startSessionCache } from "./modules/sessions";
import { shortLinksRoutes } from "./modules/short-links";
import { storiesRoutes } from "./modules/stories";
import { tagsRoutes } from "./modules/tags";
import { teacherContractsRoutes, teacherReadsOwnContractDocument } from "./modules/teacher-contracts";
import { todosRoutes } from "./modules/todos";
import { uploadsRoutes } from "./modules/uploads";
import { usersAdminRoutes } from "./modules/users";
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

  app.addHook("onRequest", async (request, reply) => {
    reply.header("x-request-id", request.id);
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

  const verifyCaptcha = createCaptchaVerifier({ disabled: config.CAPTCHA_DISABLED });
  app.decorate("verifyCaptcha", verifyCaptcha);

  await app.register(healthRoutes, { database });
  await app.register(geoRoutes);
  await app.register(captchaRoutes, { database });
  // Rules lent across modules that cannot import each other (the import would close a cycle).
  const deps: ModuleDeps = {
    db: database.db,
    config,
    verifyCaptcha,
    isTeacherOfStudent,
    fileReadGrants: [teacherReadsOwnContractDocument],
  };
  // Domain modules, one line each.
  await app.register(accountsRoutes, { deps });
  await app.register(usersAdminRoutes, { deps });
  await app.register(tagsRoutes, { deps });
  await app.register(relationsRoutes, { deps });
  await app.register(familyLinksRoutes, { deps });
  await app.register(bindingRoutes, { deps });
  await app.register(profilesRoutes, { deps });
  await app.register(outboxRoutes, { deps });
  await app.register(uploadsRoutes, { deps });
  await app.register(teacherContractsRoutes, { deps });
  await app.register(lineRoutes, { deps });
  await app.register(lineNotesRoutes, { deps });
  await app.register(coursesRoutes, { deps });
  await app.register(courseSessionsRoutes, { deps });
  await app.register(sessionClassesRoutes, { deps });
  await app.register(classTicketsRoutes, { deps });
  await app.register(contentRoutes, { deps });
  await app.register(faqRoutes, { deps });
  await app.register(storiesRoutes, { deps });
  await app.register(contactRoutes, { deps });
  await app.register(feedbackRoutes, { deps });
  await app.register(mailCenterRoutes, { deps });
  await app.register(todosRoutes, { deps });
  await app.register(shortLinksRoutes, { deps });
  await app.register(enrollmentFormsRoutes, { deps });
  await app.register(enrolledSessionsRoutes, { deps });
  await app.register(enrollmentContractsRoutes, { deps });
  await app.register(quickEnrollRoutes, { deps });
  await app.register(lessonsRoutes, { deps });
  await app.register(lessonScheduleRoutes, { deps });
  await app.register(payrollRoutes, { deps });
  // A deposit may name only a bill its parent may read (billing lends balance this rule); settling that
  // bill once the credit arrives is a job (jobs/job-handlers.ts).
  await app.register(balanceRoutes, { deps, isFamilyOrder });
  await app.register(billsRoutes, { deps });
  await app.register(orderPaymentsRoutes, { deps });
  await app.register(exchangeRatesRoutes, { deps });
  await app.register(receivablesRoutes, { deps });
  await app.register(homeRoutes, { deps });

  // A signed-in page carries the user and the contact record (no POST /api/me, no contact read on first load).
  const bootData = createWebBootData({ db: database.db, sessionCache, verify: config.NODE_ENV === "test" });
  await registerWebApp(app, config.WEB_DIST_DIR, { bootData });
  return app;
}

declare module "fastify" {
  interface FastifyInstance {
    verifyCaptcha: import("./modules/captcha").CaptchaVerifier;
  }
}
