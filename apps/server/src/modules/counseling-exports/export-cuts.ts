import type { Locale } from "@edu/shared";
import {
  EXPORT_RULES,
  type ExportCut,
  type ExportRule,
  type ExportTarget,
  type ExportTextKey,
  exportText,
  type KeepOrder,
} from "@edu/shared/counseling-exports";
import { findLists, findObject, isObject, type Json, type JsonObject } from "./export-paths";
import { isEmpty, summarize } from "./export-values";

/**
 * Applies a target's rules (EXPORT_RULES) to a copy of the profile's data and reports, list by list, what
 * each rule left out. Every choice is deterministic: the keep order named by the rule, then list order.
 */

type Candidate = { list: number; index: number; entry: Json };

const text = (entry: Json, key: string): string | null => {
  const value = isObject(entry) ? entry[key] : undefined;
  return typeof value === "string" && value !== "" ? value : null;
};

/** The latest day a school was attended: an open span (no `to`) is ongoing, so it counts as latest. */
function lastAttended(entry: Json): string | null {
  if (!isObject(entry)) return null;
  const days: string[] = [];
  const spans = Array.isArray(entry.attend_dates) ? entry.attend_dates : [];
  for (const span of spans) {
    const from = text(span, "from");
    const to = text(span, "to");
    if (to) days.push(to);
    else if (from) days.push("9999-12-31");
  }
  for (const key of ["graduation_date", "entry_date"]) {
    const day = text(entry, key);
    if (day) days.push(day);
  }
  return days.length ? (days.sort().at(-1) ?? null) : null;
}

const score = (entry: Json): number | null => {
  const value = isObject(entry) ? entry.score : undefined;
  const number = typeof value === "string" ? Number(value) : value;
  return typeof number === "number" && Number.isFinite(number) ? number : null;
};

/** Descending with missing values last; `asc` flips the present values only. */
function byValue<T extends string | number>(a: T | null, b: T | null, asc = false): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return (a < b ? 1 : -1) * (asc ? -1 : 1);
}

const listOrder = (a: Candidate, b: Candidate) => a.list - b.list || a.index - b.index;

const COMPARE: Record<KeepOrder, (a: Candidate, b: Candidate) => number> = {
  list_order: listOrder,
  latest_attendance: (a, b) => byValue(lastAttended(a.entry), lastAttended(b.entry)) || listOrder(a, b),
  earliest: (a, b) => byValue(text(a.entry, "from"), text(b.entry, "from"), true) || listOrder(a, b),
  most_recent: (a, b) => byValue(text(a.entry, "date"), text(b.entry, "date")) || listOrder(a, b),
  highest_score: (a, b) =>
    byValue(score(a.entry), score(b.entry)) ||
    byValue(text(a.entry, "date"), text(b.entry, "date")) ||
    listOrder(a, b),
};

type CutContext = { target: ExportTarget; locale: Locale; cuts: ExportCut[] };

function report(
  context: CutContext,
  rule: ExportRule,
  path: string,
  kept: number,
  droppedItems: ExportCut["dropped_items"],
) {
  if (droppedItems.length === 0) return;
  const reasonKey = `reason.${context.target}.${rule.id}` as ExportTextKey;
  const dropped = droppedItems.length;
  context.cuts.push({
    path,
    rule: rule.id,
    limit: rule.limit,
    kept,
    dropped,
    reason_key: reasonKey,
    reason: exportText(context.locale, reasonKey, { limit: rule.limit, kept, dropped }),
    dropped_items: droppedItems,
  });
}

/** Keeps `limit` entries of the lists together (one budget), in each list's own order. */
function keepAtMost(
  context: CutContext,
  rule: Extract<ExportRule, { kind: "max" }>,
  lists: ReturnType<typeof findLists>,
) {
  const candidates = lists.flatMap((list, listIndex) =>
    list.entries.map((entry, index): Candidate => ({ list: listIndex, index, entry })),
  );
  const kept = new Set(
    [...candidates]
      .sort(COMPARE[rule.keep])
      .slice(0, rule.limit)
      .map((candidate) => `${candidate.list}:${candidate.index}`),
  );
  lists.forEach((list, listIndex) => {
    const keep = (index: number) => kept.has(`${listIndex}:${index}`);
    const dropped = list.entries.flatMap((entry, index) =>
      keep(index) ? [] : [{ path: `${list.path}[${index}]`, value: summarize(entry, context.locale) }],
    );
    list.set(list.entries.filter((_, index) => keep(index)));
    report(context, rule, list.path, list.entries.length - dropped.length, dropped);
  });
}

function applyRule(context: CutContext, data: JsonObject, rule: ExportRule) {
  if (rule.kind === "max") {
    if (rule.combined)
      keepAtMost(
        context,
        rule,
        rule.lists.flatMap((pattern) => findLists(data, pattern)),
      );
    else
      for (const pattern of rule.lists)
        for (const list of findLists(data, pattern)) keepAtMost(context, rule, [list]);
    return;
  }
  if (rule.kind === "one_per_key") {
    for (const pattern of rule.lists)
      for (const list of findLists(data, pattern)) {
        // The last entry for a key wins (a later line corrects an earlier one); entries with no key stay.
        const lastOf = new Map<string, number>();
        list.entries.forEach((entry, index) => {
          const key = text(entry, rule.key);
          if (key !== null) lastOf.set(key, index);
        });
        const keep = (entry: Json, index: number) => {
          const key = text(entry, rule.key);
          return key === null || lastOf.get(key) === index;
        };
        const dropped = list.entries.flatMap((entry, index) =>
          keep(entry, index)
            ? []
            : [{ path: `${list.path}[${index}]`, value: summarize(entry, context.locale) }],
        );
        list.set(list.entries.filter(keep));
        report(context, rule, list.path, list.entries.length - dropped.length, dropped);
      }
    return;
  }
  for (const path of rule.objects) {
    const address = findObject(data, path);
    if (!address) continue;
    const filled = rule.fields.filter((field) => !isEmpty(address[field]));
    const values = filled.map((field) => address[field] ?? "");
    // Kept lines move up so no kept line sits in a field the service does not take.
    rule.fields.forEach((field, index) => {
      address[field] = index < rule.limit ? (values[index] ?? "") : "";
    });
    const dropped = filled
      .slice(rule.limit)
      .map((field) => ({ path: `${path}.${field}`, value: String(values[filled.indexOf(field)] ?? "") }));
    report(context, rule, path, Math.min(filled.length, rule.limit), dropped);
  }
}

/** The data a target exports (a copy: the profile is untouched) and every cut its rules made. */
export function applyExportRules(
  target: ExportTarget,
  data: JsonObject,
  locale: Locale,
): { data: JsonObject; cuts: ExportCut[] } {
  const copy = structuredClone(data);
  const rules = EXPORT_RULES[target];
  // Rules inside entries (`[]` paths) run first, so every cut's path and "left out" paths name the entries
  // as the profile numbers them, before a rule on the outer list removes some.
  const nested = (rule: ExportRule) =>
    rule.kind !== "lines" && rule.lists.some((list) => list.includes("[]"));
  const context: CutContext = { target, locale, cuts: [] };
  for (const rule of [...rules.filter(nested), ...rules.filter((rule) => !nested(rule))])
    applyRule(context, copy, rule);
  // Reported in the rules table's order (the order the preview lists them).
  const order = (cut: ExportCut) => rules.findIndex((rule) => rule.id === cut.rule);
  return { data: copy, cuts: context.cuts.sort((a, b) => order(a) - order(b)) };
}
