import type { FastifyBaseLogger } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "./config";
import type { DatabaseHandle } from "./db/database";
import type { JobHandlers } from "./jobs";
import type { Extensions, ModuleDeps } from "./module-deps";
import { createCaptchaVerifier } from "./modules/captcha";
import type { ScheduledJob } from "./scheduled-jobs";
import type { DemoSeed } from "./seed/seed";

/** A module's routes: a Fastify plugin whose only option is `{ deps }`. */
export type ModuleRoutes = FastifyPluginAsyncZod<{ deps: ModuleDeps }>;

/**
 * Everything a module adds to the product, exported once from its index.ts (`export const billingModule`)
 * and listed in modules.ts: nothing else names the module's routes, jobs or seed steps.
 */
export type ModuleManifest = {
  name: string;
  /** Registered by app.ts in list order, each with `{ deps }`. */
  routes?: readonly ModuleRoutes[];
  /** Started by main.ts (scheduled-jobs.ts): each run locks what it sends, so several processes may run it. */
  scheduledJobs?: (context: { deps: ModuleDeps; log: FastifyBaseLogger }) => ScheduledJob[];
  /** Follow-up work by job kind (the job outbox, jobs/job-handlers.ts); `timeZone` is the school's. */
  jobHandlers?: (context: { timeZone: string; extensions: Extensions }) => JobHandlers;
  /** Demo data steps, run in list order after the earlier modules' steps (seed/seed.ts). */
  demoSeeds?: readonly DemoSeed[];
  /** Rules this module lends lower modules (module-deps.ts names each point and who asks). */
  contributes?: Partial<Extensions>;
};

/** How many contributions each extension point takes: one owner, or any number (a list). */
const EXTENSION_POINTS = {
  isTeacherOfStudent: "one",
  fileReadGrants: "many",
  isFamilyOrder: "one",
  settleOrderFromDeposit: "one",
  calendarExtraEvents: "many",
  testFormStartGrants: "many",
} as const satisfies Record<keyof Extensions, "one" | "many">;

/**
 * The modules' contributions, one object: start-up fails when a single-owner point has none or two
 * (a rule answered twice would depend on the list's order).
 */
export function collectExtensions(modules: readonly ModuleManifest[]): Extensions {
  const collected: Record<string, unknown> = {};
  const owners: Record<string, string> = {};
  for (const module of modules) {
    for (const [point, value] of Object.entries(module.contributes ?? {})) {
      const kind = EXTENSION_POINTS[point as keyof Extensions];
      if (kind === "many") {
        collected[point] = [...((collected[point] as unknown[] | undefined) ?? []), ...(value as unknown[])];
        continue;
      }
      if (owners[point])
        throw new Error(`${point} is contributed by both ${owners[point]} and ${module.name}`);
      owners[point] = module.name;
      collected[point] = value;
    }
  }
  for (const [point, kind] of Object.entries(EXTENSION_POINTS)) {
    if (kind === "many") collected[point] ??= [];
    else if (!owners[point]) throw new Error(`no module contributes ${point}`);
  }
  return collected as Extensions;
}

/** The `deps` every routes plugin and scheduled job receives, from the configuration and the list. */
export function createModuleDeps(
  modules: readonly ModuleManifest[],
  { config, database }: { config: Config; database: DatabaseHandle },
): ModuleDeps {
  return {
    ...collectExtensions(modules),
    db: database.db,
    databaseKind: database.kind,
    config,
    verifyCaptcha: createCaptchaVerifier({ disabled: config.CAPTCHA_DISABLED }),
  };
}
