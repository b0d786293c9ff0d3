import { createEssaySchema } from "@edu/shared/counseling-essays";
import { and, eq } from "drizzle-orm";
import type { DemoSeed } from "../../seed/seed";
import { demoPeople } from "../../seed/steps/demo-people";
import { counselingSchools } from "../counseling-schools";
import { schools } from "../schools";
import { createComment } from "./essay-comments.service";
import { createEssay } from "./essays.service";

const PERSONAL = `<p>The first time I fixed my grandmother's radio, I was nine. It was a small act, but it taught me
that patience can turn something broken into something that sings again.</p>
<p>Since then I have taken apart clocks, rebuilt a bicycle and, last summer, helped our robotics team
repair a motor controller the night before a competition in Taipei.</p>`;

/**
 * Ethan Huang's (黃宇恩) essays as his counselor set them up: the Common App personal essay under way with
 * a comment from his counselor and his mother's reply, and the "Why Columbia?" supplement (his binding
 * early decision, from demo-counseling-schools) not started. Runs after counseling-schools.
 */
export const demoCounselingEssaysSeed: DemoSeed = {
  name: "demo-counseling-essays",
  run: async (tx) => {
    const people = await demoPeople(tx, ["teacher", "student", "parent"]);
    const student = { id: people.id("student"), roles: ["student" as const] };
    const counselor = { id: people.id("teacher"), roles: ["teacher" as const] };
    const parent = { id: people.id("parent"), roles: ["parent" as const] };
    const [columbia] = await tx
      .select({ id: counselingSchools.id })
      .from(counselingSchools)
      .innerJoin(schools, eq(schools.id, counselingSchools.schoolId))
      .where(and(eq(schools.unitid, 190150), eq(counselingSchools.studentUserId, student.id)));
    if (!columbia) throw new Error("demo-counseling-essays needs Columbia on the demo student's list");

    const personal = await createEssay(
      tx,
      student,
      createEssaySchema.parse({
        student_user_id: student.id,
        prompt: "Common App personal essay: share a story about who you are.",
        title: "The radio",
        word_limit: 650,
        content: PERSONAL,
      }),
    );
    await createEssay(
      tx,
      counselor,
      createEssaySchema.parse({
        student_user_id: student.id,
        counseling_school_id: columbia.id,
        prompt: "Why are you interested in attending Columbia University?",
        title: "Why Columbia",
        word_limit: 200,
      }),
    );
    const thread = await createComment(tx, counselor, personal.data.id, {
      body: "Lovely opening. Can you say what you felt when the radio played again?",
      parent_id: null,
      anchor: { quote: "that patience can turn something broken into something that sings again", start: 0 },
    });
    await createComment(tx, parent, personal.data.id, {
      body: "He was so proud that day — we still have that radio.",
      parent_id: thread.data.id,
      anchor: null,
    });
  },
};
