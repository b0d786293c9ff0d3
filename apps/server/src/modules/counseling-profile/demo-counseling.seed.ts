import { createSessionClassSchema, placementFieldsSchema } from "@edu/shared";
import { type SaveCounselingProfile, saveCounselingProfileSchema } from "@edu/shared/counseling-profile";
import { and, eq } from "drizzle-orm";
import type { DemoSeed } from "../../seed/seed";
import { demoTerms } from "../../seed/steps/demo-calendar";
import { demoPeople } from "../../seed/steps/demo-people";
import { createClass, createClassTicket, placeTicket } from "../classes";
import { courseSessions } from "../courses";
import { saveCounselingProfile } from "./counseling-profile.service";
import { demoProfileSections } from "./demo-counseling.data";

/**
 * The counseling class of the demo: "College counseling — <year>" in the counseling course session
 * COUNSEL-12, with `teacher` as counselor and `student` (Ethan Huang, 黃宇恩) placed in it, and his
 * partly filled application profile saved section by section as his counselor would.
 */
export const demoCounselingSeed: DemoSeed = {
  name: "demo-counseling-profile",
  run: async (tx) => {
    const people = await demoPeople(tx, ["teacher", "student"]);
    const { admin } = people;
    const [session] = await tx
      .select({ id: courseSessions.id })
      .from(courseSessions)
      .where(and(eq(courseSessions.shortName, "COUNSEL-12"), eq(courseSessions.type, "counseling")));
    if (!session) throw new Error("demo-counseling needs the course session COUNSEL-12");
    // The seniors' application cycle: a fall term's seniors graduate the next June.
    const term = demoTerms().current;
    const year = term.name === "Fall" ? term.year + 1 : term.year;
    const cls = await createClass(
      tx,
      admin,
      admin,
      createSessionClassSchema.parse({
        course_session_id: session.id,
        name: `College counseling — ${year}`,
        teacher_ids: [people.id("teacher")],
        schedule: "Tuesdays",
        translations: {
          "zh-TW": { name: `大學申請諮詢 — ${year}`, schedule: "每週二" },
          "zh-CN": { name: `大学申请咨询 — ${year}`, schedule: "每周二" },
        },
      }),
    );
    const { ticket } = await createClassTicket(tx, {
      studentUserId: people.id("student"),
      courseSessionId: session.id,
      isPaid: true,
      note: "counseling",
      actorId: admin.id,
    });
    await placeTicket(tx, admin, ticket.id, placementFieldsSchema.parse({ session_class_id: cls.id }));
    const counselor = { id: people.id("teacher"), roles: ["teacher" as const] };
    for (const section of demoProfileSections(year)) {
      const save: SaveCounselingProfile = saveCounselingProfileSchema.parse({ ...section, version: 0 });
      await saveCounselingProfile(tx, counselor, people.id("student"), save);
    }
  },
};
