import type { Locale } from "@edu/shared";
import { EXPORT_RULES, type ExportTarget } from "@edu/shared/counseling-exports";
import { describe, expect, it } from "vitest";
import { buildExport } from "./build-export";
import { day, person, profileData, school } from "./export-fixtures.test-support";

const NOW = new Date("2026-11-28T06:00:00Z");
const build = (target: ExportTarget, input: Parameters<typeof profileData>[0], locale: Locale = "en") =>
  buildExport(target, profileData(input), NOW, { studentUserId: 7, locale });

const times = <T>(n: number, make: (index: number) => T) =>
  Array.from({ length: n }, (_, index) => make(index));
const toefl = (index: number) => ({ date: day(2024, index + 1), total: 100 });

/** For each rule: a profile with `n` entries where the rule counts, and the list path its cut names. */
const CASES: Array<[ExportTarget, string, number, (n: number) => Parameters<typeof profileData>[0], string]> =
  [
    [
      "common_app",
      "other_high_schools",
      3,
      (n) => ({
        education: { other_high_schools: times(n, (i) => school(`S${i}`, day(2019 + i), day(2020 + i))) },
      }),
      "education.other_high_schools",
    ],
    [
      "common_app",
      "colleges",
      3,
      (n) => ({ education: { colleges: times(n, (i) => school(`C${i}`, day(2019 + i), day(2020 + i))) } }),
      "education.colleges",
    ],
    [
      "common_app",
      "community_organizations",
      3,
      (n) => ({ education: { community_organizations: times(n, (i) => ({ name: `Org ${i}` })) } }),
      "education.community_organizations",
    ],
    [
      "common_app",
      "parents",
      2,
      (n) => ({ family: { parents: times(n, (i) => person(`P${i}`, "parent")) } }),
      "family.parents",
    ],
    [
      "common_app",
      "legal_guardians",
      1,
      (n) => ({ family: { legal_guardians: times(n, (i) => person(`G${i}`)) } }),
      "family.legal_guardians",
    ],
    [
      "common_app",
      "first_attendance_date",
      1,
      (n) => ({
        education: {
          high_schools: [
            { name: "TAS", attend_dates: times(n, (i) => ({ from: day(2020 + i), to: day(2020 + i, 6) })) },
          ],
        },
      }),
      "education.high_schools[0].attend_dates",
    ],
    [
      "common_app",
      "highest_duolingo",
      1,
      (n) => ({ testing: { duolingo: times(n, (i) => ({ date: day(2024, i + 1), score: 100 + 5 * i })) } }),
      "testing.duolingo",
    ],
    [
      "coalition_app",
      "siblings",
      4,
      (n) => ({ family: { siblings: times(n, (i) => person(`B${i}`)) } }),
      "family.siblings",
    ],
    [
      "coalition_app",
      "parents_guardians",
      4,
      (n) => ({
        family: {
          parents: times(2, (i) => person(`P${i}`, "parent")),
          legal_guardians: times(n - 2, (i) => person(`G${i}`)),
        },
      }),
      "family.legal_guardians",
    ],
    [
      "coalition_app",
      "address_lines",
      2,
      (n) => ({
        profile: { address: { line1: "No. 5", line2: n > 1 ? "Lane 12" : "", line3: n > 2 ? "Da'an" : "" } },
      }),
      "profile.address",
    ],
    [
      "coalition_app",
      "languages",
      3,
      (n) => ({ profile: { languages: times(n, (i) => ({ language: `L${i}` })) } }),
      "profile.languages",
    ],
    [
      "coalition_app",
      "citizenships",
      2,
      (n) => ({ profile: { citizenships: times(n, (i) => ({ country: ["TW", "US", "JP"][i] })) } }),
      "profile.citizenships",
    ],
    [
      "coalition_app",
      "ap_scores",
      8,
      (n) => ({ testing: { ap: times(n, (i) => ({ subject: `AP ${i}`, score: 1 + (i % 5) })) } }),
      "testing.ap",
    ],
    [
      "coalition_app",
      "ib_scores",
      7,
      (n) => ({ testing: { ib: times(n, (i) => ({ subject: `IB ${i}`, score: 1 + (i % 7) })) } }),
      "testing.ib",
    ],
    [
      "coalition_app",
      "english_proficiency",
      4,
      (n) => ({ testing: { toefl: times(n, toefl) } }),
      "testing.toefl",
    ],
    [
      "coalition_app",
      "sat_act_date",
      1,
      (n) => ({ testing: { sat: times(n, (i) => ({ date: day(2024, i + 1), total: 1400 })) } }),
      "testing.sat",
    ],
    [
      "california_app",
      "english_proficiency",
      1,
      (n) => ({ testing: { toefl: times(n, toefl) } }),
      "testing.toefl",
    ],
    [
      "california_app",
      "one_grade_per_term",
      1,
      (n) => ({
        education: {
          high_schools: [
            {
              name: "TAS",
              courses: [{ name: "Math", grades: times(n, (i) => ({ term: "S1", grade: "ABC"[i] })) }],
            },
          ],
        },
      }),
      "education.high_schools[0].courses[0].grades",
    ],
  ];

describe("each rule of each target (spec 03 §5)", () => {
  it("has a case for every rule", () => {
    const covered = new Set(CASES.map(([target, rule]) => `${target}.${rule}`));
    const rules = Object.entries(EXPORT_RULES).flatMap(([target, list]) =>
      list.map((rule) => `${target}.${rule.id}`),
    );
    expect([...covered].sort()).toEqual([...rules].sort());
  });

  it.each(CASES)("%s %s: one over the limit of %i is cut and reported", (target, rule, limit, make, path) => {
    const exported = build(target, make(limit + 1));
    const cuts = exported.cuts.filter((cut) => cut.rule === rule);
    expect(cuts).toHaveLength(1);
    expect(cuts[0]).toMatchObject({ path, limit, dropped: 1, rule });
    expect(cuts[0]?.dropped_items).toHaveLength(1);
    expect(cuts[0]?.reason).toMatch(/left out 1\./);
  });

  it.each(CASES)("%s %s: at the limit of %i nothing is cut", (target, _rule, limit, make) => {
    expect(build(target, make(limit)).cuts).toEqual([]);
  });
});

describe("which entries are kept", () => {
  it("Common App keeps the highest Duolingo score (ties: the most recent)", () => {
    const exported = build("common_app", {
      testing: {
        duolingo: [
          { date: "2025-01-10", score: 120 },
          { date: "2025-03-10", score: 140 },
          { date: "2025-06-10", score: 140 },
          { date: "2025-09-10", score: 130 },
        ],
      },
    });
    expect((exported.data.testing as { duolingo: unknown[] }).duolingo).toEqual([
      { date: "2025-06-10", score: 140 },
    ]);
    expect(exported.cuts[0]?.dropped_items.map((item) => item.path)).toEqual([
      "testing.duolingo[0]",
      "testing.duolingo[1]",
      "testing.duolingo[3]",
    ]);
  });

  it("Common App keeps each school's first attendance span, and the schools attended most recently", () => {
    const exported = build("common_app", {
      education: {
        other_high_schools: [
          school("Oldest", "2015-09-01", "2016-06-30"),
          {
            name: "Current",
            attend_dates: [
              { from: "2025-09-01", to: null },
              { from: "2023-09-01", to: "2024-06-30" },
            ],
          },
          school("Middle", "2018-09-01", "2019-06-30"),
          school("Later", "2020-09-01", "2021-06-30"),
        ],
      },
    });
    const kept = (
      exported.data.education as { other_high_schools: { name: string; attend_dates: unknown[] }[] }
    ).other_high_schools;
    // Kept in the student's order; the oldest school is the one left out.
    expect(kept.map((entry) => entry.name)).toEqual(["Current", "Middle", "Later"]);
    expect(kept[0]?.attend_dates).toEqual([{ from: "2023-09-01", to: "2024-06-30" }]);
    expect(exported.cuts.map((cut) => [cut.rule, cut.path])).toEqual([
      ["other_high_schools", "education.other_high_schools"],
      ["first_attendance_date", "education.other_high_schools[1].attend_dates"],
    ]);
  });

  it("Coalition keeps parents before guardians, four together", () => {
    const exported = build("coalition_app", {
      family: {
        parents: times(3, (i) => person(`P${i}`, "parent")),
        legal_guardians: times(2, (i) => person(`G${i}`)),
      },
    });
    const family = exported.data.family as { parents: unknown[]; legal_guardians: { first_name: string }[] };
    expect(family.parents).toHaveLength(3);
    expect(family.legal_guardians.map((guardian) => guardian.first_name)).toEqual(["G0"]);
    expect(exported.cuts).toMatchObject([{ path: "family.legal_guardians", kept: 1, dropped: 1, limit: 4 }]);
  });

  it("Coalition keeps the most recent English scores across tests, and the most recent SAT and ACT", () => {
    const exported = build("coalition_app", {
      testing: {
        toefl: [
          { date: "2024-01-01", total: 100 },
          { date: "2025-05-01", total: 105 },
        ],
        ielts: [{ date: "2024-06-01", overall: 7.5 }],
        duolingo: [
          { date: "2023-01-01", score: 120 },
          { date: "2025-08-01", score: 130 },
        ],
        sat: [
          { date: "2025-10-04", total: 1450 },
          { date: "2024-03-09", total: 1500 },
        ],
        act: [{ date: "2024-09-14", composite: 33 }],
      },
    });
    const testing = exported.data.testing as Record<string, { date: string }[]>;
    expect(testing.duolingo?.map((entry) => entry.date)).toEqual(["2025-08-01"]);
    expect(testing.toefl?.map((entry) => entry.date)).toEqual(["2024-01-01", "2025-05-01"]);
    expect(testing.ielts).toHaveLength(1);
    expect(testing.sat?.map((entry) => entry.date)).toEqual(["2025-10-04"]);
    expect(testing.act).toHaveLength(1);
  });

  it("Coalition keeps the highest AP scores and two address lines, moved up", () => {
    const exported = build("coalition_app", {
      testing: { ap: times(10, (i) => ({ subject: `AP ${i}`, score: i < 2 ? 2 : 5 })) },
      profile: { mailing_address: { line1: "No. 5", line2: "", line3: "Taipei 106" } },
    });
    const ap = (exported.data.testing as { ap: { subject: string }[] }).ap;
    expect(ap.map((entry) => entry.subject)).not.toContain("AP 0");
    expect(ap).toHaveLength(8);
    expect((exported.data.profile as { mailing_address: object }).mailing_address).toMatchObject({
      line1: "No. 5",
      line2: "Taipei 106",
      line3: "",
    });
  });

  it("UC keeps one English exam (the most recent) and the last grade listed for a term", () => {
    const exported = build("california_app", {
      testing: { toefl: [{ date: "2025-01-01", total: 100 }], ielts: [{ date: "2025-07-01", overall: 7 }] },
      education: {
        high_schools: [
          {
            name: "TAS",
            courses: [
              {
                name: "Math",
                grades: [
                  { term: "S1", grade: "B" },
                  { term: "S2", grade: "A" },
                  { term: "S1", grade: "A-" },
                ],
              },
            ],
          },
        ],
      },
    });
    const data = exported.data as {
      testing: Record<string, unknown[]>;
      education: { high_schools: { courses: { grades: unknown[] }[] }[] };
    };
    expect(data.testing.toefl).toEqual([]);
    expect(data.testing.ielts).toHaveLength(1);
    expect(data.education.high_schools[0]?.courses[0]?.grades).toEqual([
      { term: "S2", grade: "A" },
      { term: "S1", grade: "A-" },
    ]);
  });
});

describe("sections, texts and warnings", () => {
  it("exports UC's own sections only to UC", () => {
    expect(build("common_app", {}).sections.map((section) => section.key)).not.toContain("campuses_majors");
    expect(build("california_app", {}).sections.map((section) => section.key)).toContain("scholarships");
  });

  it("answers labels, reasons and warnings in the reader's language", () => {
    const exported = build(
      "common_app",
      {
        profile: { first_name: "美玲", last_name: "王", application_type: "freshman" },
        family: { parents: times(3, (i) => person(`P${i}`, "parent")) },
        writing: { additional_info: "word ".repeat(651) },
      },
      "zh-TW",
    );
    expect(exported.sections[0]?.label).toBe("基本資料");
    expect(exported.sections[0]?.items).toContainEqual({
      path: "profile.last_name",
      label_key: "f.last_name",
      label: "姓",
      value: "王",
    });
    // Option codes read in the reader's words; the profile's own text stays as written.
    expect(exported.sections[0]?.items[0]).toMatchObject({
      path: "profile.application_type",
      value: "新生（大一）",
    });
    expect(exported.sections[1]?.items[0]?.value).toBe("關係：家長 · 名：P0 · 姓：Lin · 與學生同住址：是");
    expect(exported.cuts[0]?.reason).toBe("Common App 只收 2 位父母（保留排在前面的）：保留 2，刪去 1。");
    const info = exported.warnings.find((warning) => warning.rule === "common_app_additional_info");
    expect(info).toMatchObject({ affected: true, today_rule: "650 字" });
    expect(info?.message).toContain("651");
    expect(exported.warnings.find((warning) => warning.rule === "common_app_challenges")?.affected).toBe(
      false,
    );
  });

  it("warns UC of essays over 350 words", () => {
    const exported = build("california_app", {
      writing: {
        essays: [
          { topic: "PIQ 1", content: "word ".repeat(351) },
          { topic: "PIQ 2", content: "short" },
        ],
      },
    });
    const piq = exported.warnings.find((warning) => warning.rule === "uc_piq");
    expect(piq).toMatchObject({ affected: true });
    expect(piq?.message).toContain("2 essays, 1 over 350 words");
  });

  it("leaves the profile it was given untouched", () => {
    const data = profileData({
      testing: { duolingo: times(3, (i) => ({ date: day(2024, i + 1), score: 100 })) },
    });
    buildExport("common_app", data, NOW, { studentUserId: 7, locale: "en" });
    expect(data.testing.duolingo).toHaveLength(3);
  });
});
