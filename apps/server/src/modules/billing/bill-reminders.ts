import { formatMoney, LOCALES, type Locale } from "@edu/shared";
import { and, eq, isNotNull, isNull, lt, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { enqueueMail } from "../../mail";
import { addDays, daysBetween, SCHOOL_TIME_ZONE_DEFAULT, schoolToday } from "../../school-calendar";
import type { LinePush } from "../line";
import { users } from "../users/users.table";
import { personName } from "./bill-candidates.service";
import { billReminders } from "./bill-reminders.table";
import { loadOrderStatusFacts, outstandingAmount } from "./order-status";
import { orders } from "./orders.table";

/** Days after a bill's receivable_date on which an overdue bill reminds the parent (the lead may configure). */
export const DEFAULT_BILL_REMINDER_DAYS: readonly number[] = [1, 7, 14, 30];

/**
 * Reads a configured list of reminder days ("1,7,14,30"): positive whole days, sorted, without
 * repeats; anything else is dropped. An empty or missing text gives the defaults.
 */
export function parseBillReminderDays(text: string | undefined | null): number[] {
  const days = (text ?? "")
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(Number)
    .filter((day) => Number.isInteger(day) && day > 0 && day <= 3650);
  return days.length ? [...new Set(days)].sort((a, b) => a - b) : [...DEFAULT_BILL_REMINDER_DAYS];
}

export type BillRemindersOptions = {
  /** Days after receivable_date to remind on (positive integers). */
  days?: readonly number[];
  /** The site's address, for the link to the bill. */
  publicUrl?: string;
  /** Most bills looked at in one run. */
  limit?: number;
  /** Tells the parent on LINE too when they linked it (the line module's queue, passed in by main.ts). */
  pushLine?: LinePush;
  /** The school's time zone (config.SCHOOL_TIME_ZONE): what day it is, so how overdue a bill is. */
  timeZone?: string;
};

export type BillRemindersReport = { checked: number; mailed: number; skipped: number };

type Parts = { name: string; title: string; due: string; amount: string; days: number; link: string };

const TEMPLATES: Record<Locale, { subject: (p: Parts) => string; text: (p: Parts) => string }> = {
  en: {
    subject: (p) => `Payment reminder: ${p.title}`,
    text: (p) =>
      `Hello ${p.name},\n\nThe bill "${p.title}" was due on ${p.due} (${p.days} days ago) and ${p.amount} is still owed.\nIf you have already paid, please send us the proof of payment; otherwise please pay at your earliest convenience.\n\nView the bill and pay here:\n\n${p.link}\n`,
  },
  "zh-TW": {
    subject: (p) => `付款提醒：${p.title}`,
    text: (p) =>
      `${p.name} 您好：\n\n帳單「${p.title}」的收款日期為 ${p.due}（已逾期 ${p.days} 天），尚欠 ${p.amount}。\n若您已付款，請上傳付款證明；若尚未付款，請儘早付款。\n\n查看帳單並付款：\n\n${p.link}\n`,
  },
  "zh-CN": {
    subject: (p) => `付款提醒：${p.title}`,
    text: (p) =>
      `${p.name} 您好：\n\n账单“${p.title}”的收款日期为 ${p.due}（已逾期 ${p.days} 天），尚欠 ${p.amount}。\n若您已付款，请上传付款凭证；若尚未付款，请尽早付款。\n\n查看账单并付款：\n\n${p.link}\n`,
  },
};

/**
 * One pass of the overdue-bill reminders (the lead schedules it): every sent, unpaid, live bill
 * whose receivable_date is past gets one mail through the outbox for the latest configured day it
 * has reached and not yet been reminded on. Each reached day gets a unique row (bill, day), written
 * in the same transaction as the mail: a day missed while the job was down is caught up once (days
 * missed together make one mail), and no run, parallel or later, reminds for the same day twice.
 * Days are the school's (its time zone's wall calendar), as receivable_date is.
 */
export async function runBillRemindersOnce(
  db: Database,
  now: Date,
  options: BillRemindersOptions = {},
): Promise<BillRemindersReport> {
  const days = [...new Set(options.days ?? DEFAULT_BILL_REMINDER_DAYS)]
    .filter((day) => Number.isInteger(day) && day > 0)
    .sort((a, b) => a - b);
  const report: BillRemindersReport = { checked: 0, mailed: 0, skipped: 0 };
  if (days.length === 0) return report;
  const today = schoolToday(now, options.timeZone ?? SCHOOL_TIME_ZONE_DEFAULT);
  const latestDue = addDays(today, -(days[0] ?? 1));
  const candidates = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        isNull(orders.deletedAt),
        isNotNull(orders.sentAt),
        isNull(orders.markPaidAt),
        ne(orders.status, 4),
        lt(orders.receivableDate, sql`${latestDue}::date + 1`),
      ),
    )
    .orderBy(orders.id)
    .limit(options.limit ?? 5000);
  const base = (options.publicUrl ?? "").replace(/\/+$/, "");
  for (const { id } of candidates) {
    report.checked += 1;
    const mailed = await db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for("update");
      if (!order || order.deletedAt || order.status === 4) return false;
      const elapsed = daysBetween(order.receivableDate, today);
      const reached = days.filter((day) => day <= elapsed);
      if (reached.length === 0) return false;
      const outstanding = outstandingAmount(await loadOrderStatusFacts(tx, order));
      if (outstanding <= 0) return false;
      const inserted = await tx
        .insert(billReminders)
        .values(reached.map((reminderDay) => ({ orderId: id, reminderDay, runOn: today })))
        .onConflictDoNothing()
        .returning({ id: billReminders.id, reminderDay: billReminders.reminderDay });
      if (inserted.length === 0) return false;
      const [parent] = await tx
        .select({
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          lang: users.lang,
        })
        .from(users)
        .where(eq(users.id, order.parentUserId));
      if (!parent?.email) return false;
      const locale: Locale = (LOCALES as readonly string[]).includes(order.locale) ? order.locale : "zh-TW";
      const parts: Parts = {
        name: personName(parent.firstName, parent.lastName),
        title: order.title,
        due: order.receivableDate,
        amount: formatMoney(outstanding, order.priceCurrency),
        days: elapsed,
        link: `${base}/bill/${id}`,
      };
      const template = TEMPLATES[locale];
      const outboxId = await enqueueMail(tx, {
        to: parent.email,
        subject: template.subject(parts),
        text: template.text(parts),
        locale,
        kind: "bill_reminder",
        meta: { order_id: id, reminder_days: inserted.map((row) => row.reminderDay) },
      });
      await options.pushLine?.(tx, {
        userId: order.parentUserId,
        text: `${template.subject(parts)}\n${parts.amount} · ${parts.link}`,
        kind: "bill_reminder",
        meta: { order_id: id },
      });
      const latest = inserted.reduce((a, b) => (b.reminderDay > a.reminderDay ? b : a));
      await tx.update(billReminders).set({ outboxId }).where(eq(billReminders.id, latest.id));
      return true;
    });
    if (mailed) report.mailed += 1;
    else report.skipped += 1;
  }
  return report;
}
