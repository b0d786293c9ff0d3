import { describe, expect, it } from "vitest";
import {
  COUNSELING_PROFILE_SECTIONS,
  courseYearOfGrade,
  PROFILE_LIMITS,
} from "./counseling-profile.constants";
import { counselingProfileMessages } from "./counseling-profile.messages";
import { emptySection, saveCounselingProfileSchema, sectionSchemas } from "./counseling-profile.schemas";

describe("grade codes", () => {
  it("maps 9–12 to 9TH–12TH and earlier grades to PRE9TH", () => {
    expect([9, 10, 11, 12].map(courseYearOfGrade)).toEqual(["9TH", "10TH", "11TH", "12TH"]);
    expect([1, 8].map(courseYearOfGrade)).toEqual(["PRE9TH", "PRE9TH"]);
    expect([0, 13, 9.5].map(courseYearOfGrade)).toEqual([null, null, null]);
  });
});

describe("section defaults", () => {
  it("parses every section from nothing", () => {
    for (const section of COUNSELING_PROFILE_SECTIONS) expect(() => emptySection(section)).not.toThrow();
    expect(emptySection("profile")).toMatchObject({
      application_type: null,
      phones: [],
      mailing_same_as_address: true,
    });
  });

  it("fills a high school's and a course's defaults", () => {
    const education = sectionSchemas.education.parse({ high_schools: [{ courses: [{}] }] });
    expect(education.high_schools[0]).toMatchObject({
      session: "REG",
      attend_dates: [],
      courses: [{ summer: "N", year: "9TH" }],
    });
  });
});

describe("limits", () => {
  it("each §5 list limit has its message, naming its number in every language", () => {
    for (const [limit, n] of Object.entries(PROFILE_LIMITS)) {
      for (const locale of ["en", "zh-TW", "zh-CN"] as const) {
        const table = counselingProfileMessages[locale] as Record<string, string>;
        expect(table[`v.cp_limit_${limit}`], `${locale} ${limit}`).toContain(String(n));
      }
    }
  });

  it("activity categories, award levels and grades are the spec's", () => {
    const ok = saveCounselingProfileSchema.safeParse({
      section: "activities",
      version: 0,
      data: {
        activities: [
          { category: "WorkExp", award_level: "City / Community", award_grades: ["After 12th grade"] },
        ],
      },
    });
    expect(ok.success).toBe(true);
    for (const bad of [{ category: "Sports" }, { award_level: "County" }, { award_grades: ["13th"] }]) {
      const result = saveCounselingProfileSchema.safeParse({
        section: "activities",
        version: 0,
        data: { activities: [bad] },
      });
      expect(result.success, JSON.stringify(bad)).toBe(false);
    }
  });

  it("an attend span ending before it starts is refused at its end", () => {
    const result = sectionSchemas.education.safeParse({
      colleges: [{ attend_dates: [{ from: "2025-09-01", to: "2025-06-01" }] }],
    });
    expect(result.error?.issues[0]?.path).toEqual(["colleges", 0, "attend_dates", 0, "to"]);
    expect(sectionSchemas.profile.safeParse({ birth_date: "2025-02-30" }).success).toBe(false);
  });
});
