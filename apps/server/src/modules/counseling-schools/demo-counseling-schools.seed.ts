import {
  type CreateCollectedSchool,
  createCollectedSchoolSchema,
  currentCycle,
} from "@edu/shared/counseling-schools";
import { inArray } from "drizzle-orm";
import { schoolToday } from "../../school-calendar";
import type { DemoSeed } from "../../seed/seed";
import { demoPeople } from "../../seed/steps/demo-people";
import { schools } from "../schools";
import { createCollected } from "./collected-write.service";

type DemoRow = Omit<CreateCollectedSchool, "student_user_id" | "school_id"> & { unitid: number };

/**
 * Ethan Huang's (黃宇恩) list as his counselor built it: twelve schools over the four categories, one binding
 * early decision (Columbia), restrictive early action at Harvard, early action where it helps, the UCs
 * through the UC application. Deadlines come from the demo schools' figures.
 */
const rowsOf = (cycleStart: number): DemoRow[] => [
  {
    unitid: 166027,
    category: "dream",
    decision_plan: "rea",
    application_portal: "common_app",
    is_applying: true,
  },
  {
    unitid: 243744,
    category: "dream",
    decision_plan: "rd",
    application_portal: "common_app",
    is_applying: true,
  },
  {
    unitid: 166683,
    category: "dream",
    decision_plan: "ea1",
    application_portal: "school_site",
    is_applying: true,
  },
  {
    unitid: 190150,
    category: "reach",
    decision_plan: "ed1",
    application_portal: "common_app",
    is_applying: true,
    application_status: "in_progress",
    internal_deadline: `${cycleStart}-10-15`,
  },
  {
    unitid: 215062,
    category: "reach",
    decision_plan: "rd",
    application_portal: "common_app",
    is_applying: true,
  },
  {
    unitid: 198419,
    category: "reach",
    decision_plan: "rd",
    application_portal: "common_app",
    is_applying: true,
  },
  {
    unitid: 193900,
    category: "fit",
    decision_plan: "rd",
    application_portal: "common_app",
    is_applying: true,
  },
  {
    unitid: 123961,
    category: "fit",
    decision_plan: "ea1",
    application_portal: "common_app",
    is_applying: true,
  },
  {
    unitid: 110662,
    category: "fit",
    decision_plan: "rd",
    application_portal: "california_app",
    is_applying: true,
  },
  {
    unitid: 110644,
    category: "safety",
    decision_plan: "rd",
    application_portal: "california_app",
    is_applying: true,
  },
  {
    unitid: 110653,
    category: "safety",
    decision_plan: "rd",
    application_portal: "california_app",
    is_applying: true,
  },
  {
    unitid: 243780,
    category: "safety",
    decision_plan: "ea1",
    application_portal: "common_app",
    is_applying: false,
  },
];

export const demoCounselingSchoolsSeed: DemoSeed = {
  name: "demo-counseling-schools",
  run: async (tx, { config }) => {
    const people = await demoPeople(tx, ["teacher", "student"]);
    const counselor = { id: people.id("teacher"), roles: ["teacher" as const] };
    const cycle = currentCycle(schoolToday(new Date(), config.SCHOOL_TIME_ZONE));
    const rows = rowsOf(Number(cycle.slice(0, 4)));
    const found = await tx
      .select({ id: schools.id, unitid: schools.unitid })
      .from(schools)
      .where(
        inArray(
          schools.unitid,
          rows.map((row) => row.unitid),
        ),
      );
    for (const { unitid, ...row } of rows) {
      const school = found.find((item) => item.unitid === unitid);
      if (!school) throw new Error(`demo-counseling-schools needs the demo school ${unitid}`);
      const input = createCollectedSchoolSchema.parse({
        ...row,
        student_user_id: people.id("student"),
        school_id: school.id,
        cycle,
      });
      await createCollected(tx, config, counselor, input, "en");
    }
  },
};
