import type { TestForm, TestItem } from "@edu/shared/test-engine";
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import type { Actor } from "../../http/actor";
import { schoolToday } from "../../school-calendar";
import type { DemoSeed } from "../../seed/seed";
import { addDays } from "../../seed/steps/demo-calendar";
import { demoPeople } from "../../seed/steps/demo-people";
import { sessionClasses } from "../classes/classes.table";
import * as engine from "../test-engine";
import { testForms } from "../test-engine/test-engine.table";
import { createFullPractice } from "./full-practices.service";
import { startPracticeAttempt } from "./practice-attempts.service";
import { copiedKey } from "./practice-form";
import { createPractice, publishPractice } from "./practices.service";
import { practices } from "./practices.table";
import { sourceForms } from "./question-bank";

/**
 * The demo practices (issue 33): the demo teacher's SAT practice built from the demo SAT form's first
 * modules (two sections, a five-minute break, shared with the teacher's SAT group class and the demo
 * student), a second practice of the easier math module, a full practice of the two, and the demo
 * student's submitted attempt at the first (so results and analysis pages have data). Found by name, so
 * running it again changes nothing.
 */
const PRACTICE = "SAT practice: Reading & Writing and Math";
const MATH_TWO = "SAT practice: Math, second module";
const GROUP_CLASS = "SAT Reading & Writing A";

type Check = (db: DbOrTx, teacherId: number, studentId: number) => Promise<boolean>;

/** Two of three right: the right key, else the first other choice; other kinds left unanswered. */
function demoResponse(item: TestItem, index: number) {
  if (item.kind !== "single_choice") return null;
  const wrong = item.choices.find((choice) => choice.key !== item.answer)?.key ?? item.answer;
  return { kind: "single_choice" as const, choice: index % 3 === 2 ? wrong : item.answer };
}

export const demoPracticesSeed: DemoSeed = {
  name: "demo-practices",
  run: async (tx, { config }) => {
    const { id } = await demoPeople(tx, ["teacher", "student"]);
    const teacher: Actor = { id: id("teacher"), roles: ["teacher"] };
    const student: Actor = { id: id("student"), roles: ["student"] };
    const [existing] = await tx
      .select({ id: practices.id })
      .from(practices)
      .where(and(eq(practices.name, PRACTICE), eq(practices.createdBy, teacher.id)));
    if (existing) return;
    const [form] = await tx
      .select({ id: testForms.id })
      .from(testForms)
      .where(eq(testForms.key, "demo-sat-short"));
    const [group] = await tx
      .select({ id: sessionClasses.id })
      .from(sessionClasses)
      .where(eq(sessionClasses.name, GROUP_CLASS));
    if (!form || !group) throw new Error("demo practices need the demo SAT form and the SAT group class");
    const source = (await sourceForms(tx, [form.id])).get(form.id);
    if (!source) throw new Error("the demo SAT form is not in the question bank");
    const moduleItems = (key: string) =>
      source.document.sections
        .flatMap((section) => section.modules)
        .find((module) => module.key === key)
        ?.items.map((item) => ({ form_id: form.id, item_key: item.key })) ?? [];
    const today = schoolToday(new Date(), config.SCHOOL_TIME_ZONE);
    const shared = {
      due_date: addDays(today, 30),
      share: "private" as const,
      who_can_use: { user_ids: [student.id], class_ids: [group.id], tag_ids: [] },
      who_can_edit: { user_ids: [], class_ids: [], tag_ids: [] },
    };
    const first = await createPractice(tx, teacher, {
      ...shared,
      name: PRACTICE,
      duration_minutes: 60,
      scoring: "scaled",
      // 13 questions; the table's rows in between are read on straight lines (practice-scoring.ts).
      score_table: [
        { raw: 0, scaled: 400 },
        { raw: 7, scaled: 1000 },
        { raw: 13, scaled: 1600 },
      ],
      show_after: "explanations",
      break_seconds: 300,
      sections: [
        { title: "Reading and Writing", items: moduleItems("rw-m1") },
        { title: "Math", items: moduleItems("math-m1") },
      ],
    });
    await publishPractice(tx, teacher, first.data.id);
    const second = await createPractice(tx, teacher, {
      ...shared,
      name: MATH_TWO,
      duration_minutes: 30,
      scoring: "percent",
      score_table: [],
      show_after: "answers",
      break_seconds: 0,
      sections: [{ title: "Math", items: moduleItems("math-m2-easier") }],
    });
    await publishPractice(tx, teacher, second.data.id);
    await createFullPractice(tx, teacher, {
      ...shared,
      name: "SAT practice day",
      break_seconds: 600,
      practice_ids: [first.data.id, second.data.id],
    });
    await demoAttempt(tx, student, first.data.id, source, config.SCHOOL_TIME_ZONE);
  },
};

/** The student's sitting two days ago: section 1, the break, section 2, submitted, all on a fixed clock. */
export async function demoAttempt(
  tx: DbOrTx,
  student: Actor,
  practiceId: number,
  bank: { id: number; document: TestForm },
  timeZone: string,
) {
  const start = Date.now() - 2 * 24 * 3600 * 1000;
  const at = (seconds: number) => () => new Date(start + seconds * 1000);
  const started = await startPracticeAttempt(tx, student, practiceId, undefined, { clock: at(0), timeZone });
  const { saveAnswer, finishModule, getAttempt, submitAttempt } = engine;
  const notTeacher: Check = async () => false;
  let second = 30;
  for (const [index, moduleKey] of ["s1-m", "s2-m"].entries()) {
    if (index === 1) {
      second += 300 + 5;
      await getAttempt(tx, student, started.data.id, notTeacher, at(second));
    }
    const bankModule = index === 0 ? "rw-m1" : "math-m1";
    const items =
      bank.document.sections.flatMap((s) => s.modules).find((m) => m.key === bankModule)?.items ?? [];
    for (const [n, item] of items.entries()) {
      const response = demoResponse(item, n);
      second += 40 + ((n * 17) % 50);
      if (response)
        await saveAnswer(
          tx,
          student,
          started.data.id,
          { item_key: copiedKey(bank.id, item.key), response },
          notTeacher,
          at(second),
        );
    }
    if (index === 0) await finishModule(tx, student, started.data.id, moduleKey, notTeacher, at(second));
  }
  await submitAttempt(tx, student, started.data.id, notTeacher, at(second + 10));
}
