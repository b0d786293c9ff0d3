import { PROFILE_LIMITS, type ProfileLimit } from "@edu/shared/counseling-profile";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { counselingWorld } from "../../../test/helpers/counseling-world";
import { schoolToday } from "../../school-calendar";
import { readProfileData } from "./counseling-profile.service";

let world: Awaited<ReturnType<typeof counselingWorld>>;
beforeAll(async () => {
  world = await counselingWorld();
}, 120_000);
afterAll(() => world.ctx.close());

const url = () => `/api/counseling-profile/${world.ids.student}`;
const get = async (lang = "en") =>
  world.app.inject({
    method: "GET",
    url: url(),
    headers: { ...world.auth.counselor, "accept-language": lang },
  });
const versionOf = async (section: string) => (await get()).json().sections[section].version as number;
const post = (payload: object, lang = "en") =>
  world.app.inject({
    method: "POST",
    url: url(),
    headers: { ...world.auth.counselor, "accept-language": lang },
    payload,
  });
const save = async (section: string, data: object, lang = "en") =>
  post({ section, version: await versionOf(section), data }, lang);
const many = (n: number, item: object = {}) => Array.from({ length: n }, () => item);

/** Where each §5 limit lives: its section, the list's field path, and the data holding `n` items. */
const LIMIT_CASES: Record<ProfileLimit, { section: string; path: string; data: (n: number) => object }> = {
  military_experiences: {
    section: "profile",
    path: "data.military_experiences",
    data: (n) => ({ military_experiences: many(n) }),
  },
  parent_employer_colleges: {
    section: "family",
    path: "data.parents.0.employer_colleges",
    data: (n) => ({
      parents: [
        { relationship: "mother", employer_colleges: many(n, { name: "National Taiwan University" }) },
      ],
    }),
  },
  degrees: { section: "education", path: "data.degrees", data: (n) => ({ degrees: many(n) }) },
  min_academic_years: {
    section: "education",
    path: "data.academic_years",
    data: (n) => ({ academic_years: many(n) }),
  },
  courses: {
    section: "education",
    path: "data.high_schools.0.courses",
    data: (n) => ({
      high_schools: [{ name: "Taipei American School", courses: many(n, { name: "AP Biology" }) }],
    }),
  },
  honors: { section: "education", path: "data.honors", data: (n) => ({ honors: many(n) }) },
  community_organizations: {
    section: "education",
    path: "data.community_organizations",
    data: (n) => ({ community_organizations: many(n) }),
  },
  sat: {
    section: "testing",
    path: "data.sat",
    data: (n) => ({ sat: many(n, { total: 1500, ebrw: 730, math: 770 }) }),
  },
  ap: {
    section: "testing",
    path: "data.ap",
    data: (n) => ({ ap: many(n, { subject: "Calculus BC", score: 5 }) }),
  },
  ib: {
    section: "testing",
    path: "data.ib",
    data: (n) => ({ ib: many(n, { subject: "Physics", level: "HL", score: 7 }) }),
  },
  a_levels: {
    section: "testing",
    path: "data.a_levels",
    data: (n) => ({ a_levels: many(n, { subject: "Maths", grade: "A*" }) }),
  },
  duolingo: {
    section: "testing",
    path: "data.duolingo",
    data: (n) => ({ duolingo: many(n, { score: 135 }) }),
  },
  other_proficiency: {
    section: "testing",
    path: "data.other_proficiency",
    data: (n) => ({ other_proficiency: many(n) }),
  },
  leaving_exams: {
    section: "testing",
    path: "data.leaving_exams",
    data: (n) => ({ leaving_exams: many(n) }),
  },
  activities: {
    section: "activities",
    path: "data.activities",
    data: (n) => ({ activities: many(n, { title: "Robotics" }) }),
  },
};

describe("spec §5 model limits", () => {
  for (const [limit, where] of Object.entries(LIMIT_CASES) as [
    ProfileLimit,
    (typeof LIMIT_CASES)[ProfileLimit],
  ][]) {
    const n = PROFILE_LIMITS[limit];
    const atLimit = n;
    // "At least 4 academic years": the refused count is one under.
    const refused = limit === "min_academic_years" ? n - 1 : n + 1;
    it(`${limit}: ${atLimit} accepted, ${refused} refused with a message naming ${n}`, async () => {
      const ok = await save(where.section, where.data(atLimit));
      expect(ok.statusCode, ok.body).toBe(200);
      const before = await versionOf(where.section);
      const bad = await save(where.section, where.data(refused));
      expect(bad.statusCode, bad.body).toBe(422);
      const messages: string[] = bad.json().errors[where.path];
      expect(messages, bad.body).toHaveLength(1);
      expect(messages[0]).toContain(String(n));
      expect(await versionOf(where.section)).toBe(before);
    });
  }

  it("names the limit in the reader's language", async () => {
    const sat = await save("testing", LIMIT_CASES.sat.data(11));
    expect(sat.json().errors["data.sat"]).toEqual(["You can list at most 10 SAT scores."]);
    const zh = await save("education", { academic_years: many(3) }, "zh-TW");
    expect(zh.json().errors["data.academic_years"]).toEqual(["請至少填寫 4 個學年。"]);
  });

  it("takes no academic years at all (a record being started)", async () => {
    expect((await save("education", { academic_years: [] })).statusCode).toBe(200);
  });
});

describe("score scales", () => {
  const cases: Array<[string, object, string]> = [
    ["SAT total off the tens", { sat: [{ total: 1505 }] }, "data.sat.0.total"],
    ["SAT total over 1600", { sat: [{ total: 1610 }] }, "data.sat.0.total"],
    ["SAT section under 200", { sat: [{ math: 190 }] }, "data.sat.0.math"],
    ["ACT 37", { act: [{ composite: 37 }] }, "data.act.0.composite"],
    ["TOEFL 121", { toefl: [{ total: 121 }] }, "data.toefl.0.total"],
    ["TOEFL band 6.25", { toefl: [{ band: 6.25 }] }, "data.toefl.0.band"],
    ["IELTS 7.3", { ielts: [{ overall: 7.3 }] }, "data.ielts.0.overall"],
    ["Duolingo 133", { duolingo: [{ score: 133 }] }, "data.duolingo.0.score"],
  ];
  for (const [name, data, path] of cases) {
    it(`refuses ${name}`, async () => {
      const res = await save("testing", data);
      expect(res.statusCode, res.body).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual([path]);
    });
  }

  it("takes scores on each scale, the 2026 TOEFL band in halves included", async () => {
    const res = await save("testing", {
      sat: [
        { total: 1600, ebrw: 800, math: 800 },
        { total: 400, ebrw: 200, math: 200 },
      ],
      act: [{ composite: 36, english: 1 }],
      toefl: [{ total: 0 }, { band: 5.5 }, { total: 120, band: 6 }],
      ielts: [{ overall: 7.5 }, { overall: 0 }, { overall: 9 }],
      duolingo: [{ score: 10 }, { score: 160 }, { score: 135 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().sections.testing.data.toefl[1]).toMatchObject({ total: null, band: 5.5 });
  });
});

describe("defaults", () => {
  it("answers a section never saved as version 0 with every default filled", async () => {
    const res = await get();
    const { scholarships, writing } = res.json().sections;
    expect(scholarships).toMatchObject({ version: 0, updated_at: null, updated_by: null });
    expect(scholarships.data).toEqual({
      eop_interest: null,
      scholarship_categories: [],
      programs: [],
      first_generation: null,
    });
    expect(writing.data.disciplinary).toEqual({ has_history: null, explanation: "" });
  });

  it("fills a high school's session REG, a course's summer N and year, phone objects", async () => {
    const res = await save("education", {
      high_schools: [{ name: "Kang Chiao International School", courses: [{ name: "Chemistry" }] }],
    });
    const school = res.json().sections.education.data.high_schools[0];
    expect(school.session).toBe("REG");
    expect(school.courses[0]).toMatchObject({ summer: "N", year: "9TH", grades: [] });
    const profile = await save("profile", { phones: [{ phone_number: "955 666 777", country_code: "886" }] });
    expect(profile.json().sections.profile.data.phones).toEqual([
      { type: "mobile", country_code: "886", phone_number: "955 666 777", extension: "" },
    ]);
    expect(profile.json().sections.profile.data.address).toMatchObject({ line1: "", country: "" });
  });

  it("refuses a course year outside PRE9TH–12TH and a NUL byte", async () => {
    const year = await save("education", { high_schools: [{ courses: [{ year: "13TH" }] }] });
    expect(Object.keys(year.json().errors)).toEqual(["data.high_schools.0.courses.0.year"]);
    const nul = await save("writing", { additional_info: "a\u0000b" });
    expect(nul.statusCode).toBe(422);
  });
});

describe("a college in progress", () => {
  it("is computed with the school's today, whatever the client sends", async () => {
    const today = schoolToday(new Date(), world.ctx.config.SCHOOL_TIME_ZONE);
    const lastYear = `${Number(today.slice(0, 4)) - 1}`;
    const res = await save("education", {
      colleges: [
        { name: "National Taiwan University", attend_dates: [{ from: `${lastYear}-09-01`, to: null }] },
        {
          name: "Taipei Community College",
          attend_dates: [{ from: "2019-06-01", to: "2019-08-31" }],
          in_progress: true,
        },
        { name: "This month only", attend_dates: [{ from: `${today.slice(0, 7)}-01`, to: today }] },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const colleges = res.json().sections.education.data.colleges;
    expect(colleges.map((college: { in_progress: boolean }) => college.in_progress)).toEqual([
      true,
      false,
      true,
    ]);
    // The same record read on another day: the summer of 2019.
    const then = await readProfileData(world.ctx.database.db, world.ids.student, {
      now: new Date("2019-07-15T04:00:00Z"),
    });
    expect(then.education.colleges.map((college) => college.in_progress)).toEqual([false, true, false]);
  });
});

describe("per-section concurrency", () => {
  it("keeps two different sections saved at once", async () => {
    const [scholarships, writing] = [await versionOf("scholarships"), await versionOf("writing")];
    const [a, b] = await Promise.all([
      post({ section: "scholarships", version: scholarships, data: { eop_interest: true } }),
      post({
        section: "writing",
        version: writing,
        data: { additional_info: "Cared for my grandmother in 11th grade." },
      }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const { sections } = (await get()).json();
    expect(sections.scholarships.data.eop_interest).toBe(true);
    expect(sections.writing.data.additional_info).toContain("grandmother");
  });

  it("refuses a stale save of the same section with 409 and the newer section", async () => {
    const version = await versionOf("activities");
    const first = await post({
      section: "activities",
      version,
      data: { activities: [{ title: "Debate club" }] },
    });
    expect(first.statusCode).toBe(200);
    const stale = await post(
      { section: "activities", version, data: { activities: [{ title: "Chess" }] } },
      "zh-TW",
    );
    expect(stale.statusCode, stale.body).toBe(409);
    const { details, message } = stale.json();
    expect(message).toContain("已有人儲存");
    expect(details).toMatchObject({
      section: "activities",
      version: version + 1,
      updated_by: { id: world.ids.counselor },
    });
    expect(details.data.activities[0].title).toBe("Debate club");
    expect((await get()).json().sections.activities.data.activities[0].title).toBe("Debate club");
  });

  it("lets one of two saves of the same version through, the other gets 409", async () => {
    const version = await versionOf("campuses_majors");
    await save("profile", { application_type: "freshman" });
    const results = await Promise.all(
      ["UCLA", "UC Berkeley"].map((campus) =>
        post({
          section: "campuses_majors",
          version,
          data: { campuses: [{ campus, major: "computer_science" }] },
        }),
      ),
    );
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409]);
  });
});

describe("application type", () => {
  it("asks for the application type before the details that depend on it", async () => {
    const fresh = await save("profile", { application_type: null });
    expect(fresh.statusCode, fresh.body).toBe(200);
    const campuses = await save("campuses_majors", { campuses: [{ campus: "UCLA" }] });
    expect(campuses.statusCode).toBe(422);
    expect(campuses.json().errors["data.application_type"]).toEqual([
      "Please select your application type first.",
    ]);
    const status = await save("profile", { current_status: "high_school_student" }, "zh-CN");
    expect(status.json().errors["data.current_status"]).toEqual(["请先选择申请类型。"]);
    // Facts of the applicant wait for nothing.
    expect((await save("testing", { act: [{ composite: 34 }] })).statusCode).toBe(200);
  });

  it("drops the answers the new type does not offer when the type changes", async () => {
    expect(
      (await save("profile", { application_type: "transfer", current_status: "community_college" }))
        .statusCode,
    ).toBe(200);
    const campuses = await save("campuses_majors", {
      entry_term: "spring",
      campuses: [{ campus: "UC Davis", major: "economics" }],
    });
    expect(campuses.statusCode, campuses.body).toBe(200);
    const campusesVersion = await versionOf("campuses_majors");
    const changed = await save("profile", {
      application_type: "freshman",
      current_status: "community_college",
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const { profile, campuses_majors } = changed.json().sections;
    expect(profile.data).toMatchObject({ application_type: "freshman", current_status: null });
    expect(campuses_majors.data).toMatchObject({
      entry_term: null,
      campuses: [{ campus: "UC Davis", major: "economics" }],
    });
    expect(campuses_majors.version).toBe(campusesVersion + 1);
  });

  it("refuses an answer that does not fit the type it is saved under", async () => {
    const term = await save("campuses_majors", { entry_term: "winter" });
    expect(term.json().errors["data.entry_term"]).toEqual(["This choice does not fit the application type."]);
    const status = await save("profile", {
      application_type: "freshman",
      current_status: "four_year_college",
    });
    expect(Object.keys(status.json().errors)).toEqual(["data.current_status"]);
  });
});
