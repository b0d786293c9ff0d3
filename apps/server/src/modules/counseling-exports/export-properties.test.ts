import {
  EXPORT_RULES,
  EXPORT_SECTIONS,
  EXPORT_TARGETS,
  type ExportCut,
} from "@edu/shared/counseling-exports";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildExport } from "./build-export";
import { profileData } from "./export-fixtures.test-support";
import { findLists, findObject, isObject, type Json, type JsonObject } from "./export-paths";
import { isEmpty } from "./export-values";

/**
 * Property tests (issue 30 "Must show"): whatever the profile, an export never holds more than its
 * target allows, and every entry missing from it is named by a cut (for every list, at every depth:
 * entries in = entries out + entries a cut says it dropped, and the cut names exactly those).
 */

// Few distinct dates and scores, so ties (the keep orders' hard cases) come up often.
const day = fc.constantFrom(null, "2023-01-15", "2024-05-04", "2025-10-04", "2026-03-01");
const span = fc.tuple(day, day).map(([a, b]) => (a && b && a > b ? { from: b, to: a } : { from: a, to: b }));
const spans = fc.array(span, { maxLength: 3 });
const named = (prefix: string, max: number) =>
  fc.array(
    fc.integer({ min: 0, max: 9 }).map((n) => ({ name: `${prefix} ${n}`, first_name: `${prefix}${n}` })),
    { maxLength: max },
  );
const line = fc.constantFrom("", "No. 5, Lane 12", "Xinyi Rd.", "台北市大安區");
const address = fc.record({ line1: line, line2: line, line3: line });
const school = fc.record({ name: fc.constantFrom("TAS", "Kang Chiao", "Fuhsing"), attend_dates: spans });
const course = fc.record({
  name: fc.constantFrom("Math", "Physics"),
  grades: fc.array(
    fc.record({ term: fc.constantFrom("", "S1", "S2", "Q3"), grade: fc.constantFrom("A", "B") }),
    { maxLength: 4 },
  ),
});
const scored = (
  scores: fc.Arbitrary<number | null>,
  max: number,
  extra: Record<string, fc.Arbitrary<unknown>> = {},
) => fc.array(fc.record({ date: day, score: scores, ...extra }), { maxLength: max });

const profileInput = fc.record({
  profile: fc.record({
    address,
    mailing_address: address,
    languages: fc.array(fc.record({ language: fc.constantFrom("Mandarin", "English", "Japanese") }), {
      maxLength: 5,
    }),
    citizenships: fc.array(fc.record({ country: fc.constantFrom("TW", "US", "CA") }), { maxLength: 4 }),
  }),
  family: fc.record({ parents: named("P", 4), legal_guardians: named("G", 3), siblings: named("S", 6) }),
  education: fc.record({
    high_schools: fc.array(
      fc.record({
        name: fc.constant("TAS"),
        attend_dates: spans,
        courses: fc.array(course, { maxLength: 3 }),
      }),
      { maxLength: 2 },
    ),
    other_high_schools: fc.array(school, { maxLength: 5 }),
    colleges: fc.array(school, { maxLength: 5 }),
    community_organizations: named("O", 5),
  }),
  testing: fc.record({
    sat: fc.array(fc.record({ date: day, total: fc.integer({ min: 40, max: 160 }).map((n) => n * 10) }), {
      maxLength: 4,
    }),
    act: fc.array(fc.record({ date: day, composite: fc.integer({ min: 1, max: 36 }) }), { maxLength: 3 }),
    ap: scored(fc.option(fc.integer({ min: 1, max: 5 })), 12, { subject: fc.constant("AP") }),
    ib: scored(fc.option(fc.integer({ min: 1, max: 7 })), 10, { subject: fc.constant("IB") }),
    toefl: fc.array(fc.record({ date: day, total: fc.integer({ min: 0, max: 120 }) }), { maxLength: 3 }),
    ielts: fc.array(fc.record({ date: day, overall: fc.integer({ min: 0, max: 18 }).map((n) => n / 2) }), {
      maxLength: 3,
    }),
    pte: fc.array(fc.record({ date: day, overall: fc.integer({ min: 10, max: 90 }) }), { maxLength: 2 }),
    duolingo: scored(fc.option(fc.integer({ min: 2, max: 32 }).map((n) => n * 5)), 5),
  }),
});

const filledLines = (object: JsonObject, fields: readonly string[]) =>
  fields.filter((field) => !isEmpty(object[field])).length;

/** Entries in = entries out + entries the cuts at that path dropped, recursively through kept entries. */
function checkAccounting(
  original: Json | undefined,
  exported: Json | undefined,
  path: string,
  cuts: ExportCut[],
) {
  const here = cuts.filter((cut) => cut.path === path);
  const dropped = here.reduce((sum, cut) => sum + cut.dropped, 0);
  if (Array.isArray(original)) {
    expect(Array.isArray(exported), path).toBe(true);
    const out = exported as Json[];
    expect(original.length, path).toBe(out.length + dropped);
    const droppedIndexes = new Set(
      here.flatMap((cut) => cut.dropped_items.map((item) => Number(item.path.slice(path.length + 1, -1)))),
    );
    expect(droppedIndexes.size, path).toBe(dropped);
    const survivors = original.map((_, index) => index).filter((index) => !droppedIndexes.has(index));
    survivors.forEach((index, position) => {
      checkAccounting(original[index], out[position], `${path}[${index}]`, cuts);
    });
  } else if (isObject(original)) {
    expect(isObject(exported), path).toBe(true);
    const out = exported as JsonObject;
    if ("line1" in original) {
      const lines = ["line1", "line2", "line3"];
      expect(filledLines(original, lines), path).toBe(filledLines(out, lines) + dropped);
    }
    for (const key of Object.keys(original))
      checkAccounting(original[key], out[key], path ? `${path}.${key}` : key, cuts);
  }
}

describe.each(EXPORT_TARGETS)("%s export, any profile", (target) => {
  it("never exceeds the target's limits", () => {
    fc.assert(
      fc.property(profileInput, (input) => {
        const exported = buildExport(target, profileData(input), new Date(), {
          studentUserId: 1,
          locale: "en",
        });
        const data = exported.data as JsonObject;
        for (const rule of EXPORT_RULES[target]) {
          if (rule.kind === "max") {
            const lists = rule.lists.flatMap((pattern) => findLists(data, pattern));
            if (rule.combined)
              expect(lists.reduce((sum, list) => sum + list.entries.length, 0)).toBeLessThanOrEqual(
                rule.limit,
              );
            else
              for (const list of lists)
                expect(list.entries.length, list.path).toBeLessThanOrEqual(rule.limit);
          } else if (rule.kind === "one_per_key") {
            for (const list of rule.lists.flatMap((pattern) => findLists(data, pattern))) {
              const keys = list.entries
                .map((entry) => (isObject(entry) ? entry[rule.key] : null))
                .filter((key) => !isEmpty(key));
              expect(new Set(keys).size, list.path).toBe(keys.length);
            }
          } else
            for (const path of rule.objects) {
              const object = findObject(data, path) ?? {};
              expect(filledLines(object, rule.fields)).toBeLessThanOrEqual(rule.limit);
              for (const field of rule.fields.slice(rule.limit)) expect(object[field]).toBe("");
            }
        }
        for (const cut of exported.cuts) {
          expect(cut.dropped).toBeGreaterThan(0);
          expect(cut.dropped_items).toHaveLength(cut.dropped);
          // One grade per term keeps one per term, so a list may keep more than one entry in all.
          if (cut.rule !== "one_grade_per_term") expect(cut.kept).toBeLessThanOrEqual(cut.limit);
        }
      }),
      { numRuns: 150 },
    );
  });

  it("never drops an entry without a cut that names it", () => {
    fc.assert(
      fc.property(profileInput, (input) => {
        const data = profileData(input);
        const exported = buildExport(target, data, new Date(), { studentUserId: 1, locale: "zh-TW" });
        const original = JSON.parse(JSON.stringify(data)) as JsonObject;
        for (const section of EXPORT_SECTIONS[target])
          checkAccounting(original[section], (exported.data as JsonObject)[section], section, exported.cuts);
      }),
      { numRuns: 150 },
    );
  });
});
