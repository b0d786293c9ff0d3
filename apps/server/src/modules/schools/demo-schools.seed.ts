import { createSchoolSchema, type SchoolFactInput, updateSchoolSchema } from "@edu/shared/schools";
import { AppError } from "../../http/app-error";
import type { DemoSeed } from "../../seed/seed";
import { demoPeople } from "../../seed/steps/demo-people";
import { DEMO_SCHOOLS, type DemoSchool } from "./demo-schools.data";
import { createSchoolAlias } from "./school-aliases.service";
import { createSchool } from "./school-edit.service";
import { schoolSearchKey } from "./school-search-key";

const YEAR = "2025-26";
const NOTE = "approximate";

/** The rounded figures of a demo school as staff facts of the cycle. */
function factsOf(school: DemoSchool): SchoolFactInput[] {
  const figures: Array<[SchoolFactInput["key"], SchoolFactInput["value"]]> = [
    ["admission_rate", school.admissionRate],
    ["cost_of_attendance", school.costOfAttendance],
    ["undergraduates", school.undergraduates],
  ];
  if (school.sat) {
    const [reading25, reading75, math25, math75] = school.sat;
    figures.push(
      ["sat_reading_25", reading25],
      ["sat_reading_75", reading75],
      ["sat_math_25", math25],
      ["sat_math_75", math75],
    );
  }
  if (school.act) figures.push(["act_composite_25", school.act[0]], ["act_composite_75", school.act[1]]);
  for (const [plan, date] of Object.entries(school.deadlines))
    figures.push([`deadline_${plan}` as SchoolFactInput["key"], date]);
  if (school.platforms) figures.push(["application_platforms", [...school.platforms]]);
  return figures.map(([key, value]) => ({ key, value, year: YEAR, note: NOTE }));
}

/**
 * About three dozen schools the company's students apply to, entered as the office would: through the
 * schools services as the demo admin, with their real UNITID so a Scorecard import later merges into them.
 */
export const demoSchoolsSeed: DemoSeed = {
  name: "demo-schools",
  run: async (tx) => {
    const { admin } = await demoPeople(tx, []);
    for (const school of DEMO_SCHOOLS) {
      const created = await createSchool(
        tx,
        admin,
        {
          ...createSchoolSchema.parse({
            name_en: school.nameEn,
            name_zh_tw: school.zhTw,
            city: school.city,
            state: school.state,
            control: school.control,
            overview: school.overview.en,
            translations: {
              en: { overview: school.overview.en },
              "zh-TW": { overview: school.overview["zh-TW"] },
              "zh-CN": { overview: school.overview["zh-CN"] },
            },
          }),
          unitid: school.unitid,
          facts: updateSchoolSchema.parse({ facts: factsOf(school) }).facts,
        },
        "en",
      );
      // Where both scripts write the name alike (哈佛大學 / 哈佛大学 fold to one search key) and the database
      // keeps one alias per key, the zh-CN name is refused and the Traditional one serves zh-CN readers too;
      // the service call is a savepoint, so the refusal leaves the rest of the step intact.
      const zhCn = { school_id: created.id, lang: "zh-CN" as const, name: school.zhCn, is_default: true };
      const sameKey = schoolSearchKey(school.zhCn) === schoolSearchKey(school.zhTw);
      await createSchoolAlias(tx, admin, zhCn, "en").catch((error: unknown) => {
        if (!(sameKey && error instanceof AppError && error.status === 409)) throw error;
      });
      for (const alias of school.aliases ?? [])
        await createSchoolAlias(tx, admin, { school_id: created.id, ...alias, is_default: false }, "en");
    }
  },
};
