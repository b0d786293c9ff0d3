import {
  createMonetaryStatementSchema,
  createPayrollSchema,
  createTeacherPaymentSchema,
  type PayrollUnpaidLine,
  payrollCheckedSchema,
  payrollProblemSchema,
  sendPayrollSchema,
} from "@edu/shared/payroll";
import type { Actor } from "../../http/actor";
import type { DemoSeed } from "../../seed/seed";
import { addDays } from "../../seed/steps/demo-calendar";
import { demoPeople } from "../../seed/steps/demo-people";
import { createMonetary } from "./monetary-statement-edit.service";
import { confirmPayroll, raiseProblem } from "./payroll-confirm.service";
import { createPayroll } from "./payroll-edit.service";
import { unpaidLines } from "./payroll-lists.service";
import { sendPayroll } from "./payroll-send.service";
import { createPayment } from "./teacher-payment-edit.service";

const day = (iso: string | null) => (iso ?? "").slice(0, 10);

/**
 * The demo statements' titles. A statement's title, note, message, bonus reason and dispute are what
 * the school and its teachers type, in one language (the records have no translations): this
 * Taiwanese school writes them in Chinese, as it does its bills (demo-billing), keeping course names
 * as people in Taiwan write them ("AP Calculus BC", "SAT Reading"). demo-payroll.test.ts finds the
 * statements by these titles.
 */
export const DEMO_PAYROLL_TITLES = {
  calculusFirst: "AP Calculus BC 上半期",
  calculusSecond: "AP Calculus BC 下半期",
  readingFirst: "SAT Reading 一對一 前期課程",
  readingMonth: "SAT Reading 一對一 本月課程",
} as const;

/**
 * Payroll from the demo lesson logs (demo-lessons): one salary statement in each state
 * — paid (confirmed by the teacher and paid by a teacher payment), sent and awaiting the teacher,
 * disputed by the teacher (one lesson named), and a draft with a bonus — and a monetary statement.
 * The statements take the teachers' payable private-lesson logs found by class title (never by id):
 * David Liu's AP Calculus BC (first half paid, second half sent) and Emily Wang's SAT Reading 1:1
 * (first lessons disputed, the rest a draft). Everything goes through the payroll services as the
 * demo admin; the teachers' own steps (confirming, raising the problem) are taken as the teachers.
 * Sending mails the statement with its PDF through the outbox, as it would for real.
 */
export const demoPayrollSeed: DemoSeed = {
  name: "demo-payroll",
  run: async (tx, { config }) => {
    const { admin, user, id } = await demoPeople(tx, ["teacher", "teacher2"]);
    const publicUrl = config.PUBLIC_URL;
    const today = new Date().toISOString().slice(0, 10);
    const teacherActor = (username: string): Actor => ({ id: user(username).id, roles: ["teacher"] });

    /** The teacher's payable, unclaimed logs of a class, by its title, oldest first. */
    const linesOf = async (username: string, classTitle: string): Promise<PayrollUnpaidLine[]> => {
      const { data } = await unpaidLines(tx, admin, id(username), {});
      return data.filter((line) => line.class_name === classTitle && line.amount > 0);
    };
    const statement = async (
      username: string,
      title: string,
      lines: PayrollUnpaidLine[],
      extra: Record<string, unknown> = {},
    ) => {
      const first = lines[0];
      const last = lines[lines.length - 1];
      if (!first || !last) throw new Error(`demo-payroll: no payable lessons for ${title}`);
      return createPayroll(
        tx,
        admin,
        createPayrollSchema.parse({
          teacher_user_id: id(username),
          title,
          period_start: day(first.started_at),
          period_end: day(last.started_at),
          teaching_log_ids: lines.map((line) => line.teaching_log_id),
          ...extra,
        }),
      );
    };
    const send = (payrollId: number, message = "") =>
      sendPayroll(tx, admin, payrollId, sendPayrollSchema.parse({ custom_content: message }), publicUrl);

    // David Liu (teacher2): AP Calculus BC, eight weekly lessons. The first half is confirmed by
    // him and paid by bank transfer; the second half is sent and waits for him.
    const calculus = await linesOf("teacher2", "Private: AP Calculus BC");
    const half = Math.ceil(calculus.length / 2);
    const paid = await statement("teacher2", DEMO_PAYROLL_TITLES.calculusFirst, calculus.slice(0, half), {
      note: `本學期第 1–${half} 堂課。`,
    });
    await send(paid.id);
    await confirmPayroll(tx, teacherActor("teacher2"), paid.id, payrollCheckedSchema.parse({}));
    const paidOn = addDays(today, -3);
    await createPayment(
      tx,
      admin,
      createTeacherPaymentSchema.parse({
        teacher_user_id: id("teacher2"),
        currency: paid.currency,
        amount: paid.total,
        method: "bank_transfer",
        paid_on: paidOn,
        reference: "TRF-DEMO-0001",
        allocations: [{ payroll_id: paid.id, amount: paid.total }],
      }),
    );
    if (calculus.length > half) {
      const pending = await statement("teacher2", DEMO_PAYROLL_TITLES.calculusSecond, calculus.slice(half));
      await send(pending.id, "請核對本學期下半期的課程，確認後回覆，謝謝。");
    }
    await createMonetary(
      tx,
      admin,
      createMonetaryStatementSchema.parse({
        teacher_user_id: id("teacher2"),
        title: "AP Calculus BC 學期對帳單",
        period_start: paid.period_start,
        period_end: today,
      }),
    );

    // Emily Wang (teacher): SAT Reading 1:1. The first lessons are sent and she disputes one of
    // them; the others are a draft with a bonus for preparing the practice test.
    const reading = await linesOf("teacher", "Private: SAT Reading 1:1");
    const sentCount = Math.min(3, Math.max(1, reading.length - 1));
    const disputed = await statement(
      "teacher",
      DEMO_PAYROLL_TITLES.readingFirst,
      reading.slice(0, sentCount),
    );
    const sent = await send(disputed.id);
    const named = sent.items.find((item) => item.kind === "teaching");
    if (named)
      await raiseProblem(
        tx,
        teacherActor("teacher"),
        disputed.id,
        payrollProblemSchema.parse({
          item_ids: [named.id],
          description: "這堂課實際上了 2 小時，比紀錄的 1.5 小時多 30 分鐘。",
        }),
      );
    if (reading.length > sentCount)
      await statement("teacher", DEMO_PAYROLL_TITLES.readingMonth, reading.slice(sentCount), {
        manual_items: [{ kind: "bonus", reason: "編寫模擬考試卷", amount: 50_000 }],
      });
  },
};
