import { collectExtensions, type ModuleManifest } from "../module-manifest";
import { MODULES } from "../modules";
import type { JobHandler, JobHandlers } from "./job-outbox";

/**
 * Every job kind the product queues, with its handler: the modules' `jobHandlers` (modules.ts), given
 * the rules other modules contribute. Not exported from jobs/index.ts: modules queue jobs through it,
 * and this file imports modules. `timeZone` is the school's (config.SCHOOL_TIME_ZONE): it dates payments.
 */
export function jobHandlers(
  options: { timeZone: string },
  modules: readonly ModuleManifest[] = MODULES,
): JobHandlers {
  const extensions = collectExtensions(modules);
  const handlers: Record<string, JobHandler> = {};
  for (const module of modules) {
    for (const [kind, handler] of Object.entries(
      module.jobHandlers?.({ timeZone: options.timeZone, extensions }) ?? {},
    )) {
      if (handlers[kind]) throw new Error(`job kind ${kind} has two handlers (${module.name})`);
      handlers[kind] = handler;
    }
  }
  return handlers;
}
