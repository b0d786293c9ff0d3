import type { SaveCounselingProfileInput } from "@edu/shared/counseling-profile";

type DemoSection = Omit<SaveCounselingProfileInput, "version">;

/**
 * Ethan Huang's (黃宇恩) profile as his counselor has filled it so far: a senior at Taipei American
 * School graduating in `gradYear`, applying as a first-year student. Writing, scholarships and most
 * activities are still empty, as in a real file mid-autumn.
 */
export function demoProfileSections(gradYear: number): DemoSection[] {
  const y = (offset: number) => gradYear + offset;
  return [
    {
      section: "profile",
      data: {
        application_type: "freshman",
        current_status: "high_school_student",
        first_name: "Ethan",
        last_name: "Huang",
        native_name: "黃宇恩",
        gender: "male",
        pronouns: "he/him",
        birth_date: `${y(-18)}-03-14`,
        email: "ethan.huang@example.com",
        address: {
          line1: "No. 35, Lane 120, Section 1, Tianmu East Road",
          line2: "Shilin District",
          city: "Taipei",
          postal_code: "111",
          country: "TW",
        },
        phones: [{ type: "mobile", country_code: "886", phone_number: "955 666 777" }],
        birth_country: "TW",
        birth_city: "Taipei",
        citizenships: [{ country: "TW", status: "other" }],
        visa: { needs_visa: true, visa_type: "F-1" },
        languages: [
          { language: "Mandarin Chinese", proficiency: ["first", "speak", "read", "write", "home"] },
          { language: "English", proficiency: ["speak", "read", "write"] },
        ],
      },
    },
    {
      section: "family",
      data: {
        household: "both_parents",
        parents_marital_status: "married",
        household_size: 4,
        parents: [
          {
            relationship: "mother",
            living: true,
            first_name: "Jennifer",
            last_name: "Huang",
            native_name: "黃珮君",
            email: "parent@example.com",
            phone: { country_code: "886", phone_number: "933 222 111" },
            occupation: "Pharmacist",
            employer: "National Taiwan University Hospital",
            education_level: "Bachelor's degree",
            employer_colleges: [{ name: "Taipei Medical University", degree: "bachelor", year: 1998 }],
          },
          {
            relationship: "father",
            living: true,
            first_name: "Chih-Ming",
            last_name: "Huang",
            native_name: "黃志明",
            occupation: "Engineer",
            job_title: "Senior Manager",
            employer: "Taiwan Semiconductor Manufacturing Company",
            education_level: "Master's degree",
            employer_colleges: [
              { name: "National Tsing Hua University", degree: "bachelor", year: 1996 },
              { name: "Stanford University", degree: "master", year: 1999 },
            ],
          },
        ],
        siblings: [
          {
            first_name: "Olivia",
            last_name: "Huang",
            native_name: "黃宇晴",
            relationship: "sister",
            grade: "8th grade",
          },
        ],
      },
    },
    {
      section: "education",
      data: {
        high_schools: [
          {
            name: "Taipei American School",
            city: "Taipei",
            country: "TW",
            entry_date: `${y(-4)}-08-20`,
            graduation_date: `${y(0)}-06-05`,
            attend_dates: [{ from: `${y(-4)}-08-20`, to: null }],
            term_type: "semester",
            courses: [
              {
                year: "11TH",
                name: "AP Calculus BC",
                level: "ap",
                grades: [
                  { term: "S1", grade: "A" },
                  { term: "S2", grade: "A" },
                ],
              },
              {
                year: "11TH",
                name: "AP Physics 1",
                level: "ap",
                grades: [
                  { term: "S1", grade: "A-" },
                  { term: "S2", grade: "A" },
                ],
              },
              {
                year: "11TH",
                name: "Honors English 11",
                level: "honors",
                grades: [
                  { term: "S1", grade: "B+" },
                  { term: "S2", grade: "A-" },
                ],
              },
              { year: "12TH", name: "AP Computer Science A", level: "ap" },
              { year: "12TH", name: "Multivariable Calculus", level: "college" },
            ],
          },
        ],
        academic_years: [
          { year: "9TH", school_year: `${y(-4)}-${y(-3)}`, school: "Taipei American School" },
          { year: "10TH", school_year: `${y(-3)}-${y(-2)}`, school: "Taipei American School" },
          { year: "11TH", school_year: `${y(-2)}-${y(-1)}`, school: "Taipei American School" },
          { year: "12TH", school_year: `${y(-1)}-${y(0)}`, school: "Taipei American School" },
        ],
        honors: [
          { title: "AP Scholar with Distinction", grade_levels: ["11TH"], level: "National" },
          {
            title: "Taiwan International Science Fair, second place (physics)",
            grade_levels: ["11TH"],
            level: "National",
          },
        ],
        gpa: { value: 3.92, scale: 4, weighted: false },
        class_rank: { reporting: "none" },
        career_interest: "Software engineering",
        academic_interests: ["computer_science", "mathematics"],
        graduation_date: `${y(0)}-06-05`,
      },
    },
    {
      section: "testing",
      data: {
        sat: [{ date: `${y(-1)}-10-04`, total: 1510, ebrw: 730, math: 780 }],
        ap: [
          { subject: "Calculus BC", score: 5, date: `${y(-1)}-05-12` },
          { subject: "Physics 1", score: 5, date: `${y(-1)}-05-06` },
          { subject: "Chemistry", score: 4, date: `${y(-2)}-05-08` },
        ],
        toefl: [
          { date: `${y(-1)}-08-16`, total: 111, reading: 29, listening: 29, speaking: 25, writing: 28 },
        ],
        future_sittings: [{ test: "SAT", month: `${y(-1)}-12` }],
      },
    },
    {
      section: "activities",
      data: {
        activities: [
          {
            category: "ExtraCurr",
            title: "Robotics Club",
            organization: "Taipei American School",
            position: "Team captain",
            description:
              "Led a 14-member team to the FIRST Robotics Asia-Pacific regional; designed the drive train.",
            grades: ["10TH", "11TH", "12TH"],
            hours_per_week: 6,
            weeks_per_year: 30,
          },
          {
            category: "Volunteer",
            title: "Math tutor",
            organization: "Shilin Community Learning Center",
            description: "Weekly algebra tutoring for middle-school students from low-income families.",
            grades: ["11TH", "12TH"],
            hours_per_week: 2,
            weeks_per_year: 40,
          },
          {
            category: "Award",
            title: "Taiwan International Science Fair, second place",
            award_level: "National",
            award_grades: ["11th"],
          },
        ],
      },
    },
  ];
}
