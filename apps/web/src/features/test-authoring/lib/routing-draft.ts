import type { RoutingRule, TestSection } from "@edu/shared/test-engine";
import type { Translate } from "./scoring-draft";

/**
 * The routing editor's draft (routing.ts): after a module, the first branch whose raw range holds the raw
 * points of `score_of` (empty: that module's own) picks the next module, else `otherwise`. A bound left
 * empty is open. Pure, for the editor and its tests.
 */
export type BranchDraft = { min_raw: number | ""; max_raw: number | ""; next: string };
export type RuleDraft = { after: string; score_of: string[]; branches: BranchDraft[]; otherwise: string };

export const ruleDraftsOf = (routing: readonly RoutingRule[]): RuleDraft[] =>
  routing.map((rule) => ({
    after: rule.after,
    score_of: [...(rule.score_of ?? [])],
    branches: rule.branches.map((branch) => ({
      min_raw: branch.min_raw ?? "",
      max_raw: branch.max_raw ?? "",
      next: branch.next,
    })),
    otherwise: rule.otherwise,
  }));

export function routingOf(drafts: readonly RuleDraft[]): RoutingRule[] {
  return drafts.map((draft) => ({
    after: draft.after,
    ...(draft.score_of.length > 0 ? { score_of: draft.score_of } : {}),
    branches: draft.branches.map((branch) => ({
      ...(branch.min_raw === "" ? {} : { min_raw: branch.min_raw }),
      ...(branch.max_raw === "" ? {} : { max_raw: branch.max_raw }),
      next: branch.next,
    })),
    otherwise: draft.otherwise,
  }));
}

/** The modules after `after` in the section (where its rule may lead). */
export const modulesAfter = (section: TestSection, after: string): string[] => {
  const keys = section.modules.map((module) => module.key);
  const index = keys.indexOf(after);
  return index < 0 ? [] : keys.slice(index + 1);
};

/**
 * A new rule for the first module that has none and is followed by two others (the digital SAT's shape:
 * module 1, then a harder or an easier module 2): the harder from half the raw points, else the easier.
 * Null when no module can take one.
 */
export function newRule(section: TestSection, drafts: readonly RuleDraft[]): RuleDraft | null {
  const used = new Set(drafts.map((draft) => draft.after));
  const after = section.modules.find(
    (module) => !used.has(module.key) && modulesAfter(section, module.key).length > 0,
  );
  if (!after) return null;
  const later = modulesAfter(section, after.key);
  const next = later[later.length > 1 ? 1 : 0] as string;
  const half = Math.ceil(after.items.filter((item) => !item.unscored).length / 2);
  return {
    after: after.key,
    score_of: [],
    branches: [{ min_raw: half, max_raw: "", next }],
    otherwise: later[0] as string,
  };
}

/** What the schema cannot say well: a module not picked yet (its key would be "" → a key-format error). */
export function ruleErrors(drafts: readonly RuleDraft[], t: Translate): Record<string, string> {
  const errors: Record<string, string> = {};
  const pick = t("routing.pick");
  drafts.forEach((draft, r) => {
    if (!draft.after) errors[`routing.${r}.after`] = pick;
    if (!draft.otherwise) errors[`routing.${r}.otherwise`] = pick;
    draft.branches.forEach((branch, b) => {
      if (!branch.next) errors[`routing.${r}.branches.${b}.next`] = pick;
    });
  });
  return errors;
}

/** "12 or more", "up to 11", "5 to 9", "any": a branch's raw range in words. */
export function rangeText(branch: BranchDraft, t: Translate): string {
  if (branch.min_raw !== "" && branch.max_raw !== "")
    return t("routing.between", { min: branch.min_raw, max: branch.max_raw });
  if (branch.min_raw !== "") return t("routing.atLeast", { min: branch.min_raw });
  if (branch.max_raw !== "") return t("routing.atMost", { max: branch.max_raw });
  return t("routing.any");
}
