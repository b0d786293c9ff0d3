import {
  COUNSELING_PROFILE_SECTIONS,
  type CounselingProfileData,
  sectionSchemas,
} from "@edu/shared/counseling-profile";

/** A profile built through the sections' own schemas (defaults filled), from partial section inputs. */
export function profileData(input: { [S in keyof CounselingProfileData]?: Record<string, unknown> } = {}) {
  return Object.fromEntries(
    COUNSELING_PROFILE_SECTIONS.map((section) => [
      section,
      sectionSchemas[section].parse(input[section] ?? {}),
    ]),
  ) as CounselingProfileData;
}

export const school = (name: string, from: string, to: string | null) => ({
  name,
  city: "Taipei",
  country: "TW",
  attend_dates: [{ from, to }],
});

export const person = (first_name: string, relationship: string | null = null) => ({
  first_name,
  last_name: "Lin",
  ...(relationship ? { relationship } : {}),
});

export const day = (year: number, month = 1) => `${year}-${String(month).padStart(2, "0")}-15`;

/** A Taiwanese student's profile with something in every section the exports read. */
export function samplePersonalProfile() {
  return profileData({
    profile: {
      application_type: "freshman",
      first_name: "Mei-Ling",
      last_name: "Wang",
      native_name: "王美玲",
      birth_date: "2008-03-02",
      address: {
        line1: "No. 5, Lane 12",
        line2: "Xinyi Rd. Sec. 4",
        line3: "Da'an Dist.",
        city: "Taipei",
        country: "TW",
      },
      languages: [{ language: "Mandarin", proficiency: ["first", "speak"] }],
      citizenships: [{ country: "TW", status: "other" }],
    },
    family: { parents: [person("Da-Ming", "father"), person("Shu-Fen", "mother")] },
    education: {
      high_schools: [
        {
          ...school("Taipei American School", "2022-08-20", null),
          courses: [
            {
              year: "11TH",
              name: "AP Calculus BC",
              level: "ap",
              grades: [
                { term: "S1", grade: "A" },
                { term: "S2", grade: "A-" },
              ],
            },
          ],
        },
      ],
    },
    testing: {
      sat: [{ date: "2025-10-04", total: 1480, ebrw: 720, math: 760 }],
      duolingo: [{ date: "2025-06-01", score: 135 }],
    },
    activities: {
      activities: [
        {
          category: "ExtraCurr",
          title: "Debate club",
          organization: "TAS",
          hours_per_week: 4,
          weeks_per_year: 30,
        },
      ],
    },
    writing: { additional_info: "I moved schools in 10th grade.", covid_statement: "" },
  });
}
