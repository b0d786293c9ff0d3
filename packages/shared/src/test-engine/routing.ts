import { rawPointsOf } from "./scoring";
import type { TestForm, TestModule, TestSection } from "./test-form.schemas";
import type { AttemptAnswers } from "./test-response.schemas";

/**
 * Which module an attempt takes next (pure, deterministic). Sections run in the form's order, and inside a
 * section its modules in their order, except that a module some routing rule leads to is entered only
 * through that rule. After a module with a rule (test-form.schemas.ts `routingRuleSchema`), the first
 * branch whose raw range holds the raw points of `score_of` picks the next module, else `otherwise`.
 * Optional sections the student leaves out are skipped (a required section in `skipSections` is not).
 */
export type ModulePlace = {
  section: TestSection;
  module: TestModule;
  sectionIndex: number;
  moduleIndex: number;
};
export type RoutingOptions = { skipSections?: readonly string[] };

export function findModule(form: TestForm, key: string): ModulePlace | undefined {
  for (const [sectionIndex, section] of form.sections.entries()) {
    const moduleIndex = section.modules.findIndex((module) => module.key === key);
    const module = section.modules[moduleIndex];
    if (module) return { section, module, sectionIndex, moduleIndex };
  }
  return undefined;
}

/** The next module's key, or null when the attempt has taken its last module. `done`: in the order taken. */
export function nextModule(
  form: TestForm,
  done: readonly string[],
  answers: AttemptAnswers,
  options: RoutingOptions = {},
): string | null {
  const last = done[done.length - 1];
  if (last === undefined) return firstModuleFrom(form, 0, options);
  const place = findModule(form, last);
  if (!place) throw new RangeError(`module ${last} is not in form ${form.key}`);
  const rule = place.section.routing.find((candidate) => candidate.after === last);
  if (rule) {
    const raw = rawPointsOf(form, rule.score_of ?? [rule.after], answers);
    const branch = rule.branches.find(
      (candidate) =>
        (candidate.min_raw === undefined || raw >= candidate.min_raw) &&
        (candidate.max_raw === undefined || raw <= candidate.max_raw),
    );
    return branch?.next ?? rule.otherwise;
  }
  const targets = routingTargets(place.section);
  const following = place.section.modules
    .slice(place.moduleIndex + 1)
    .find((module) => !targets.has(module.key));
  return following?.key ?? firstModuleFrom(form, place.sectionIndex + 1, options);
}

/** Every module of an attempt in order, given answers (for previews, and tests of a whole path). */
export function routePath(form: TestForm, answers: AttemptAnswers, options: RoutingOptions = {}): string[] {
  const path: string[] = [];
  const limit = form.sections.reduce((count, section) => count + section.modules.length, 0);
  for (let next = nextModule(form, path, answers, options); next !== null && path.length < limit; ) {
    path.push(next);
    next = nextModule(form, path, answers, options);
  }
  return path;
}

const routingTargets = (section: TestSection) =>
  new Set(section.routing.flatMap((rule) => [...rule.branches.map((branch) => branch.next), rule.otherwise]));

function firstModuleFrom(form: TestForm, sectionIndex: number, options: RoutingOptions): string | null {
  const skipped = new Set(options.skipSections ?? []);
  const section = form.sections
    .slice(sectionIndex)
    .find((candidate) => !(candidate.optional && skipped.has(candidate.key)));
  return section?.modules[0]?.key ?? null;
}
