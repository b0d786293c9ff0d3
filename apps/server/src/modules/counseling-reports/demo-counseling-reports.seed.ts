import { sql } from "drizzle-orm";
import { queryRows } from "../../db/query-rows";
import { schoolToday } from "../../school-calendar";
import type { DemoSeed } from "../../seed/seed";
import { demoPeople } from "../../seed/steps/demo-people";
import { studentClassTickets } from "../classes";
import { counselingSessionClass } from "../counseling-profile";
import { linePushQueue } from "../line";
import { createReport, updateReport } from "./counseling-reports.service";
import { sendReport } from "./report-send.service";

/**
 * Ethan Huang's (黃宇恩) report for this month, sent to his mother: what counseling-tasks' demo step wrote
 * (the meeting, the essay task and its steps, the finished SAT task) worded in her language, with the
 * counselor's summary and next month's plan.
 */
export const demoCounselingReportsSeed: DemoSeed = {
  name: "demo-counseling-reports",
  run: async (tx, { config }) => {
    const people = await demoPeople(tx, ["teacher", "student"]);
    const counselor = { id: people.id("teacher"), roles: ["teacher" as const] };
    const studentId = people.id("student");
    const [cls] = await queryRows<{ id: number }>(
      tx,
      sql`select t.session_class_id as id from ${studentClassTickets} t
        where t.student_user_id = ${studentId} and t.session_class_id is not null
          and ${counselingSessionClass(sql`t.session_class_id`)}
        order by t.session_class_id limit 1`,
    );
    if (!cls) return;
    const now = new Date();
    const clock = { now, timeZone: config.SCHOOL_TIME_ZONE };
    const month = schoolToday(now, config.SCHOOL_TIME_ZONE).slice(0, 7);
    const draft = await createReport(
      tx,
      counselor,
      { session_class_id: cls.id, student_user_id: studentId, month },
      clock,
      "en",
    );
    await updateReport(
      tx,
      counselor,
      draft.data.id,
      {
        summary:
          "<p>Ethan chose his essay prompt and has a clear plan for the first draft. His school list is taking shape.</p>",
        plan: "Finish the first draft of the personal essay.\nAsk two teachers for recommendation letters.",
      },
      clock,
      "en",
    );
    await sendReport(tx, counselor, draft.data.id, { pushLine: linePushQueue(config) }, "en");
  },
};
