import { LEGACY_TIME_LIMIT_SECONDS } from "./test-engine.constants";
import type { TestForm, TestSection } from "./test-form.schemas";

/**
 * The time limits an attempt runs on (the server's clock enforces them). "current" timing: each module's
 * own limit and the form's total limit, if any. A legacy timing (the spec's full TOEFL mock 2.5 h, quick
 * mock about 1 h) gives the whole attempt that limit and scales the timed modules' limits in proportion
 * (whole seconds, rounded down) so that one route through the form fills it: alternatives a routing rule
 * chooses between count once, at the longest.
 */
export type TimeLimits = { total_seconds: number | null; modules: Record<string, number | null> };

export function timeLimitsOf(form: TestForm): TimeLimits {
  const modules = form.sections.flatMap((section) => section.modules);
  const own = Object.fromEntries(modules.map((module) => [module.key, module.time_limit_seconds]));
  const { timing, total_time_limit_seconds } = form.settings;
  if (timing === "current") return { total_seconds: total_time_limit_seconds, modules: own };
  const total = LEGACY_TIME_LIMIT_SECONDS[timing];
  const route = form.sections.reduce((sum, section) => sum + routeSeconds(section), 0);
  const scaled = Object.fromEntries(
    modules.map((module) => [
      module.key,
      module.time_limit_seconds === null || route === 0
        ? null
        : Math.max(1, Math.floor((module.time_limit_seconds * total) / route)),
    ]),
  );
  return { total_seconds: total, modules: scaled };
}

/** Seconds of one route through a section: modules entered in order, plus the longest of each rule's targets. */
function routeSeconds(section: TestSection): number {
  const seconds = new Map(section.modules.map((module) => [module.key, module.time_limit_seconds ?? 0]));
  const targets = new Set<string>();
  let sum = 0;
  for (const rule of section.routing) {
    const choices = [...rule.branches.map((branch) => branch.next), rule.otherwise];
    for (const key of choices) targets.add(key);
    sum += Math.max(...choices.map((key) => seconds.get(key) ?? 0));
  }
  for (const module of section.modules) if (!targets.has(module.key)) sum += seconds.get(module.key) ?? 0;
  return sum;
}
