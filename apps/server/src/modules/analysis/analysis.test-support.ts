import { type TestFormInput, testFormSchema } from "@edu/shared/test-engine";
import { type EngineWorld, engineWorld } from "../../../test/helpers/test-engine-world";
import { createUser, signIn } from "../../../test/helpers/users";
import { sessionClasses, sessionClassTeachers, studentClassTickets } from "../classes";
import { courseSessions } from "../courses";
import {
  finishModule,
  importTestForm,
  publishTestForm,
  recordEvents,
  saveAnswer,
  startAttempt,
  submitAttempt,
} from "../test-engine";
import { linkParentStudents } from "../users";

/**
 * Fixed attempts for the analysis tests (written for this project): a small SAT-type form whose first
 * module (three questions) routes to a harder or an easier one-question module, taken by three students
 * of one class through the engine's services with a fake clock, so every second is known.
 */
const abcd = [
  { key: "A", text: "one" },
  { key: "B", text: "two" },
  { key: "C", text: "three" },
  { key: "D", text: "four" },
];
const q = (key: string, answer: string, domain: string, skills: string[]) => ({
  key,
  kind: "single_choice" as const,
  stem: `Question ${key}`,
  choices: abcd,
  answer,
  domain,
  skills,
});
export const analysisForm: TestFormInput = {
  key: "analysis-sat",
  test_type: "SAT",
  title: { en: "Analysis SAT", "zh-TW": "分析 SAT", "zh-CN": "分析 SAT" },
  taxonomy: {
    domains: [
      { key: "d1", title: { en: "Domain one" } },
      { key: "d2", title: { en: "Domain two" } },
    ],
    skills: [
      { key: "s1", domain: "d1", title: { en: "Skill one" } },
      { key: "s2", domain: "d2", title: { en: "Skill two" } },
    ],
  },
  sections: [
    {
      key: "rw",
      title: { en: "Reading and Writing" },
      modules: [
        {
          key: "m1",
          items: [q("q1", "A", "d1", ["s1"]), q("q2", "B", "d2", ["s2"]), q("q3", "C", "d2", ["s2"])],
        },
        { key: "m2-easy", items: [q("e1", "A", "d2", [])] },
        { key: "m2-hard", items: [q("h1", "D", "d1", ["s1"])] },
      ],
      routing: [{ after: "m1", branches: [{ min_raw: 2, next: "m2-hard" }], otherwise: "m2-easy" }],
      scoring: {
        scaled_min: 200,
        scaled_max: 800,
        tables: [{ rows: [200, 350, 500, 650, 800].map((scaled, raw) => ({ raw, scaled })) }],
      },
    },
  ],
};

export const T0 = new Date("2026-03-01T09:00:00.000Z");
const clockAt = (seconds: number) => () => new Date(T0.getTime() + seconds * 1000);
const iso = (seconds: number) => clockAt(seconds)().toISOString();

/** One event at a second after T0: [second, type, item]. */
export type Step = [number, "enter" | "leave" | "hidden" | "visible", string | null];
/** A module as taken: its events, the answers (item → choice), and the second it is finished. */
export type ModuleRun = { key: string; events: Step[]; answers: Record<string, string>; finishAt: number };

export async function analysisWorld() {
  const world = await engineWorld();
  const { db } = world;
  const third = await createUser(db, { username: "an-student3", roles: ["student"] });
  const parent = await createUser(db, { username: "an-parent", roles: ["parent"] });
  const staff = await createUser(db, { username: "an-staff", roles: ["staff"] });
  await linkParentStudents(db, parent.id, [world.ids.student]);
  const auth = {
    student3: (await signIn(world.ctx.app, third.username)).authorization,
    parent: (await signIn(world.ctx.app, parent.username)).authorization,
    staff: (await signIn(world.ctx.app, staff.username)).authorization,
  };

  // One online class taught by `teacher` with the three students (otherTeacher teaches nothing here).
  const [session] = await db
    .insert(courseSessions)
    .values({ title: "Analysis session", isOnline: true })
    .returning({ id: courseSessions.id });
  const [cls] = await db
    .insert(sessionClasses)
    .values({ courseSessionId: session?.id ?? 0, name: "Analysis class" })
    .returning({ id: sessionClasses.id });
  const classId = cls?.id ?? 0;
  await db
    .insert(sessionClassTeachers)
    .values({ sessionClassId: classId, userId: world.ids.teacher, role: "teacher" });
  const students = { a: world.ids.student, b: world.ids.student2, c: third.id };
  for (const id of Object.values(students))
    await db.insert(studentClassTickets).values({
      studentUserId: id,
      courseSessionId: session?.id ?? 0,
      sessionClassId: classId,
      isPaid: true,
    });

  const form = testFormSchema.parse(analysisForm);
  const imported = await importTestForm(db, world.actor("editor"), form);
  await publishTestForm(db, imported.data.id, { is_public: true });
  const formId = imported.data.id;

  const noTeacher = async () => false;
  /** Takes the form as `userId` module by module: events sent with the clock at each event's second. */
  const take = async (userId: number, start: number, modules: ModuleRun[], submitAt: number) => {
    const actor = { id: userId, roles: ["student" as const] };
    const started = await startAttempt(db, actor, { form_id: formId, skip_sections: [] }, clockAt(start));
    const id = started.data.id;
    for (const [index, module] of modules.entries()) {
      for (const [second, type, item] of module.events)
        await recordEvents(
          db,
          actor,
          id,
          { sent_at: iso(second), events: [{ type, item_key: item, at: iso(second) }] },
          noTeacher,
          clockAt(second),
        );
      for (const [item, choice] of Object.entries(module.answers))
        await saveAnswer(
          db,
          actor,
          id,
          { item_key: item, response: { kind: "single_choice", choice } },
          noTeacher,
          clockAt(module.finishAt - 1),
        );
      if (index < modules.length - 1)
        await finishModule(db, actor, id, module.key, noTeacher, clockAt(module.finishAt));
    }
    await submitAttempt(db, actor, id, noTeacher, clockAt(submitAt));
    return id;
  };

  return { world, classId, formId, students, auth, take, third, parent, staff };
}
export type AnalysisWorld = Awaited<ReturnType<typeof analysisWorld>>;
export type { EngineWorld };
