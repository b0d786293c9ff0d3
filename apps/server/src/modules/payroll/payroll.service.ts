import {
  type CreatePayrollInput,
  type Currency,
  displayName,
  type Locale,
  MONEY_ERROR_MESSAGES,
  moneyAmountIssue,
  type PayrollBilling,
  type PayrollCheckedInput,
  type PayrollDetail,
  type PayrollItem,
  type PayrollListQuery,
  type PayrollManualItemInput,
  type PayrollMarkPaidInput,
  type PayrollProblemInput,
  type PayrollState,
  type PayrollSummary,
  type PayrollTransactionInput,
  type PayrollUnpaidLine,
  type PayrollUnpaidLines,
  type PayrollUnpaidLogsQuery,
  type PayrollUsersUnpaidQuery,
  pagedList,
  resolveField,
  type SendPayrollInput,
  type TeacherUnpaid,
  teachingLineAmount,
  translateMessage,
  type UpdatePayrollInput,
} from "@edu/shared";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { readAll } from "../../db/read-all";
import { type Actor, hasRole } from "../../http/actor";
import { conflict, fieldError, forbidden, notFound } from "../../http/app-error";
import { enqueueMail } from "../../mail";
import { renderThenCommit } from "../../pdf/render-then-commit";
import { SCHOOL_TIME_ZONE_DEFAULT } from "../../school-calendar";
import { recordAudit } from "../audit";
import { findTeacherProfile } from "../profiles";
import { userHasRole } from "../users";
import { recordTeacherPayment } from "./pay-teacher";
import * as repo from "./payroll.repository";
import { payrollItems, payrollProblems, payrolls } from "./payroll.table";
import { periodLabel, renderPayrollPdf } from "./payroll-pdf";
import { payrollState } from "./payroll-state";

// ---------------------------------------------------------------- helpers shared by the services

export const isAdmin = (actor: Actor) => hasRole(actor, "super-admin");

/** The shared name rule (王美玲, Mei-Ling Wang), else the username. */
export const personName = (first: string, last: string, username = ""): string =>
  displayName({ first_name: first, last_name: last, username }, "");

export const iso = (value: Date | string | null | undefined): string | null =>
  value === null || value === undefined ? null : new Date(value).toISOString();

export type Person = {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  email: string | null;
  lang: Locale;
};

export async function personOrThrow(db: DbOrTx, id: number): Promise<Person> {
  const [person] = await repo.findPeople(db, [id]);
  if (!person) throw notFound("not_found_user");
  return person as Person;
}

export const personDto = (p: Pick<Person, "id" | "username" | "firstName" | "lastName">) => ({
  id: p.id,
  username: p.username,
  first_name: p.firstName,
  last_name: p.lastName,
});

/** The statement's teacher must be a teacher (field error otherwise). */
export async function requireTeacher(db: DbOrTx, id: number, field = "teacher_user_id"): Promise<Person> {
  const [person] = await repo.findPeople(db, [id]);
  if (!person || !(await userHasRole(db, id, "teacher"))) throw fieldError(field, "payroll_not_a_teacher");
  return person as Person;
}

/** Teachers read only their own; admins anyone's. */
export function assertOwnOrAdmin(actor: Actor, teacherId: number): void {
  if (!isAdmin(actor) && actor.id !== teacherId) throw forbidden();
}

/**
 * A statement reaches its teacher when sent (confirm pending on): a draft (created, also after a
 * reset) is the admins' alone, answered as not found so its existence does not show either.
 */
export function assertVisible(actor: Actor, state: PayrollState): void {
  if (state === "created" && !isAdmin(actor)) throw notFound("payroll_not_found");
}

/** Keeps the first `keep` characters and the last `tail`, the rest as `*`. */
function maskText(value: string | undefined | null, keep: number, tail: number): string | null {
  if (!value) return null;
  const chars = [...value.trim()];
  if (chars.length <= keep + tail) return "*".repeat(chars.length);
  return chars.map((c, i) => (i < keep || i >= chars.length - tail || c === " " ? c : "*")).join("");
}

/**
 * The teacher's billing info from the profile: whole for admins; masked for everyone else (the
 * teacher too: a statement travels by mail and sits on shared screens). Name: first character;
 * ID number (or SSN) and bank account: last four.
 */
export async function billingFor(
  db: DbOrTx,
  actor: Actor | "mail",
  teacherId: number,
): Promise<PayrollBilling> {
  const profile = await findTeacherProfile(db, teacherId);
  const billing = (profile?.billing ?? {}) as Record<string, unknown>;
  const str = (key: string) =>
    typeof billing[key] === "string" && billing[key] !== "" ? (billing[key] as string) : null;
  const whole = actor !== "mail" && isAdmin(actor);
  return {
    official_name: whole ? str("official_name") : maskText(str("official_name"), 1, 0),
    // Taiwan ID/ARC or China resident ID (profiles' id_number), else the US SSN.
    ssn: whole ? (str("id_number") ?? str("ssn")) : maskText(str("id_number") ?? str("ssn"), 0, 4),
    bank_account: whole ? str("bank_account") : maskText(str("bank_account"), 0, 4),
    payment_method: str("payment_method"),
    masked: !whole,
  };
}

// ---------------------------------------------------------------- lines

type LineValues = Omit<typeof payrollItems.$inferInsert, "id" | "payrollId">;

/** A teaching log's line: online classes pay the online salary when the class terms set one. */
export function teachingLine(
  log: repo.TeachingLogFacts,
): Omit<PayrollUnpaidLine, "signed_amount"> & { signed_amount: number } {
  const online = Boolean(log.is_online) && log.online_salary !== null;
  const rate = Number(online ? log.online_salary : log.salary);
  const currency = (
    online ? (log.online_salary_currency ?? log.salary_currency) : log.salary_currency
  ) as Currency;
  const salaryUnit = log.salary_unit ?? 3;
  const amount = teachingLineAmount({ rate, currency, salaryUnit, durationMinutes: log.duration_minutes });
  return {
    kind: "teaching",
    teaching_log_id: log.id,
    reason: log.class_name,
    class_id: log.class_id,
    class_name: log.class_name,
    started_at: new Date(log.started_at).toISOString(),
    duration_minutes: log.duration_minutes,
    salary_unit: salaryUnit,
    is_online: Boolean(log.is_online),
    rate,
    payable_students: Number(log.payable_students),
    amount,
    signed_amount: amount,
    currency,
  };
}

/**
 * The lines of a statement from the teaching logs named and the manual items, checked and computed
 * by the server (round once per line; total = sum). `ownPayrollId`: logs already on this statement.
 */
async function buildLines(
  db: DbOrTx,
  teacherId: number,
  logIds: number[],
  manual: PayrollManualItemInput[],
  requestedCurrency: Currency | undefined,
  ownPayrollId?: number,
): Promise<{ currency: Currency; lines: LineValues[]; total: number }> {
  const logs = await repo.findLogsByIds(db, logIds);
  const byId = new Map(logs.map((log) => [log.id, log]));
  const teaching = [];
  for (const id of logIds) {
    const log = byId.get(id);
    if (!log || log.teacher_user_id !== teacherId)
      throw fieldError("teaching_log_ids", "payroll_log_not_found");
    if (log.claimed_by !== null && log.claimed_by !== ownPayrollId) throw conflict("payroll_log_claimed");
    if (Number(log.payable_students) === 0) throw fieldError("teaching_log_ids", "payroll_log_not_payable");
    teaching.push(teachingLine(log));
  }
  teaching.sort(
    (a, b) => (a.started_at ?? "").localeCompare(b.started_at ?? "") || a.teaching_log_id - b.teaching_log_id,
  );
  const currencies = new Set(teaching.map((line) => line.currency));
  if (currencies.size > 1) throw fieldError("teaching_log_ids", "payroll_mixed_currency");
  const logCurrency = teaching[0]?.currency;
  if (requestedCurrency && logCurrency && requestedCurrency !== logCurrency) {
    throw fieldError("currency", "payroll_currency_mismatch");
  }
  const currency = requestedCurrency ?? logCurrency ?? "TWD";
  if (teaching.length === 0 && manual.length === 0) throw fieldError("teaching_log_ids", "payroll_empty");
  const lines: LineValues[] = [
    ...teaching.map((line, index) => ({
      kind: "teaching" as const,
      teachingLogId: line.teaching_log_id,
      reason: line.reason,
      classId: line.class_id,
      className: line.class_name,
      startedAt: line.started_at ? new Date(line.started_at) : null,
      durationMinutes: line.duration_minutes,
      salaryUnit: line.salary_unit,
      isOnline: line.is_online,
      rate: line.rate,
      payableStudents: line.payable_students,
      amount: line.amount,
      currency,
      sortOrder: index,
    })),
    ...manual.map((item, index) => {
      // An edit names no currency, so its amounts are checked here, in the statement's (500.5 TWD is
      // refused with the reason, not rounded).
      const issue = moneyAmountIssue(item.amount, currency);
      if (issue) throw fieldError(`manual_items.${index}.amount`, MONEY_ERROR_MESSAGES[issue]);
      return {
        kind: item.kind,
        teachingLogId: null,
        reason: item.reason,
        amount: item.amount,
        currency,
        sortOrder: teaching.length + index,
      };
    }),
  ];
  let total = 0;
  for (const line of lines) total += line.kind === "deduction" ? -line.amount : line.amount;
  if (!Number.isSafeInteger(total)) throw fieldError("manual_items", "v.money_format");
  if (total < 0) throw fieldError("manual_items", "payroll_total_negative");
  return { currency, lines, total };
}

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string }).code === "23505" ||
  (error as { cause?: { code?: string } }).cause?.code === "23505";

async function insertLines(db: DbOrTx, payrollId: number, lines: LineValues[]): Promise<void> {
  if (lines.length === 0) return;
  try {
    await db.insert(payrollItems).values(lines.map((line) => ({ ...line, payrollId })));
  } catch (error) {
    // Another statement claimed a log between our read and this insert (the unique index decides).
    if (isUniqueViolation(error)) throw conflict("payroll_log_claimed");
    throw error;
  }
}

// ---------------------------------------------------------------- reads

/**
 * A line's class named in the reader's language (issue 27.8): the class's translation, else the name
 * the line kept when the statement was made.
 */
async function classNamesIn(
  db: DbOrTx,
  items: repo.PayrollItemRow[],
  locale: Locale,
): Promise<(row: repo.PayrollItemRow) => string | null> {
  const translations = await repo.classTranslationsOf(
    db,
    items.flatMap((item) => (item.classId === null ? [] : [item.classId])),
  );
  return (row) =>
    row.className === null
      ? null
      : resolveField(
          row.className,
          row.classId === null ? null : translations.get(row.classId),
          "name",
          locale,
        );
}

const itemDtos = (
  rows: repo.PayrollItemRow[],
  openItemIds: Set<number>,
  className: (row: repo.PayrollItemRow) => string | null,
) => rows.map((row) => itemDto(row, openItemIds, className(row)));

function itemDto(row: repo.PayrollItemRow, openItemIds: Set<number>, className: string | null): PayrollItem {
  const named = row.kind === "teaching" && row.reason === row.className;
  return {
    id: row.id,
    kind: row.kind,
    teaching_log_id: row.teachingLogId,
    // A teaching line's reason is its class's name: named as the class is.
    reason: named && className !== null ? className : row.reason,
    class_id: row.classId,
    class_name: className,
    started_at: iso(row.startedAt),
    duration_minutes: row.durationMinutes,
    salary_unit: row.salaryUnit,
    is_online: row.isOnline,
    rate: row.rate,
    payable_students: row.payableStudents,
    amount: row.amount,
    signed_amount: row.kind === "deduction" ? -row.amount : row.amount,
    currency: row.currency,
    in_problem: openItemIds.has(row.id),
  };
}

export async function payrollDetail(
  db: DbOrTx,
  actor: Actor,
  id: number,
  locale: Locale = "en",
): Promise<PayrollDetail> {
  const row = await repo.findPayroll(db, id);
  if (!row) throw notFound("payroll_not_found");
  assertOwnOrAdmin(actor, row.teacherUserId);
  const [teacher, items, problems, allocations, billing] = await readAll(db, [
    () => personOrThrow(db, row.teacherUserId),
    () => repo.findItems(db, id),
    () => repo.findProblems(db, id),
    () => repo.findAllocationsOfPayroll(db, id),
    () => billingFor(db, actor, row.teacherUserId),
  ]);
  const paid = allocations.reduce((sum, a) => sum + a.amount, 0);
  const open = problems.filter((p) => p.resolvedAt === null);
  const openItemIds = new Set(open.flatMap((p) => p.itemIds));
  const state = payrollState(row, paid, open.length > 0);
  const admin = isAdmin(actor);
  const owner = actor.id === row.teacherUserId;
  assertVisible(actor, state);
  const editable = state === "created" || state === "confirm_pending" || state === "problem";
  return {
    ...summaryOf(row, teacher, paid, state),
    note: row.note,
    confirmed_by: row.confirmedBy,
    confirmed_for_teacher: row.confirmedForTeacher,
    items: itemDtos(items, openItemIds, await classNamesIn(db, items, locale)),
    problems: problems.map((p) => ({
      id: p.id,
      item_ids: p.itemIds,
      description: p.description,
      created_at: p.createdAt.toISOString(),
      created_by: p.createdBy,
      resolved_at: iso(p.resolvedAt),
    })),
    payments: allocations.map((a) => ({
      payment_id: a.paymentId,
      amount: a.amount,
      method: a.method,
      paid_on: String(a.paidOn),
      reference: a.reference,
    })),
    billing,
    can: {
      edit: admin && editable,
      send: admin && editable,
      confirm:
        (admin && (state === "created" || state === "confirm_pending")) ||
        (owner && state === "confirm_pending"),
      problem: owner && state === "confirm_pending",
      pay: admin && state === "confirmed",
      reset: admin && paid === 0 && state !== "created",
      delete: admin && paid === 0,
    },
  };
}

function summaryOf(row: repo.PayrollRow, teacher: Person, paid: number, state: PayrollState): PayrollSummary {
  return {
    id: row.id,
    teacher: personDto(teacher),
    title: row.title,
    period_start: String(row.periodStart),
    period_end: String(row.periodEnd),
    currency: row.currency,
    total: row.total,
    paid_amount: paid,
    outstanding: row.total - paid,
    state,
    payment_method: row.paymentMethod,
    sent_at: iso(row.sentAt),
    confirmed_at: iso(row.confirmedAt),
    created_at: row.createdAt.toISOString(),
  };
}

export function listRowToSummary(row: repo.PayrollListRow): PayrollSummary {
  const total = Number(row.total);
  const paid = Number(row.paid);
  return {
    id: row.id,
    teacher: {
      id: row.teacher_user_id,
      username: row.username,
      first_name: row.first_name,
      last_name: row.last_name,
    },
    title: row.title,
    period_start: row.period_start,
    period_end: row.period_end,
    currency: row.currency,
    total,
    paid_amount: paid,
    outstanding: total - paid,
    state: row.state,
    payment_method: row.payment_method as PayrollSummary["payment_method"],
    sent_at: iso(row.sent_at),
    confirmed_at: iso(row.confirmed_at),
    created_at: iso(row.created_at) ?? "",
  };
}

/** GET payroll/paid and payroll/unpaid: teachers always their own. */
export async function listPayrolls(db: DbOrTx, actor: Actor, query: PayrollListQuery, paid: boolean) {
  const teacherId = isAdmin(actor) ? query.teacher_user_id : actor.id;
  const { rows, total } = await repo.listPayrolls(db, {
    paid,
    teacherId,
    // Teachers see a statement once it is sent to them (confirm pending on), never a draft.
    sentOnly: !isAdmin(actor),
    state: paid ? undefined : query.state,
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
  });
  return pagedList(rows.map(listRowToSummary), total, query.page, query.page_size);
}

export async function listTeachersUnpaid(db: DbOrTx, query: PayrollUsersUnpaidQuery) {
  const rows = await repo.listTeachersUnpaid(db, {
    keyword: query.keyword || undefined,
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
  });
  const data: TeacherUnpaid[] = rows.flatMap((row) =>
    row.user_id === null
      ? [] // no page rows: the count's row alone
      : [
          {
            user_id: row.user_id,
            user_name: personName(row.first_name, row.last_name, row.username),
            first_name: row.first_name,
            last_name: row.last_name,
            unpaid_logs: Number(row.unpaid_logs),
            first_unpaid_at: iso(row.first_unpaid_at),
            latest_payroll:
              row.latest_payroll_id === null
                ? null
                : {
                    id: row.latest_payroll_id,
                    title: row.latest_payroll_title ?? "",
                    created_at: iso(row.latest_payroll_created_at) ?? "",
                  },
            latest_order: iso(row.latest_at),
          },
        ],
  );
  return pagedList(data, Number(rows[0]?.total ?? 0), query.page, query.page_size);
}

export async function unpaidLines(
  db: DbOrTx,
  actor: Actor,
  teacherId: number,
  query: PayrollUnpaidLogsQuery,
  locale: Locale = "en",
): Promise<PayrollUnpaidLines> {
  assertOwnOrAdmin(actor, teacherId);
  const teacher = await personOrThrow(db, teacherId);
  const logs = await repo.findUnpaidLogs(db, teacherId, query);
  // Each line names its class in the reader's language (the statement keeps the base name).
  const data = logs.map((log) => {
    const line = teachingLine(log);
    const name = resolveField(log.class_name, log.class_translations, "name", locale);
    return { ...line, reason: name, class_name: name };
  }) as PayrollUnpaidLine[];
  const totals = new Map<Currency, number>();
  for (const line of data) totals.set(line.currency, (totals.get(line.currency) ?? 0) + line.amount);
  return {
    teacher: personDto(teacher),
    data,
    totals: [...totals].map(([currency, amount]) => ({ currency, amount })),
  };
}

// ---------------------------------------------------------------- writes

async function lockOrThrow(tx: DbOrTx, id: number) {
  const row = await repo.lockPayroll(tx, id);
  if (!row) throw notFound("payroll_not_found");
  const paid = await repo.paidOnPayroll(tx, id);
  const state = payrollState(row, paid, await repo.hasOpenProblem(tx, id));
  return { row, paid, state };
}

const auditOf = (actor: Actor, action: string, id: number, before: unknown, after: unknown) => ({
  actorId: actor.id,
  action,
  targetType: "payroll",
  targetId: id,
  before: before as Record<string, unknown> | null,
  after: after as Record<string, unknown> | null,
  requestId: actor.requestId,
});

export async function createPayroll(
  db: DbOrTx,
  actor: Actor,
  input: CreatePayrollInput,
  locale: Locale = "en",
): Promise<PayrollDetail> {
  const id = await db.transaction(async (tx) => {
    await requireTeacher(tx, input.teacher_user_id);
    const built = await buildLines(
      tx,
      input.teacher_user_id,
      input.teaching_log_ids,
      input.manual_items,
      input.currency,
    );
    const [row] = await tx
      .insert(payrolls)
      .values({
        teacherUserId: input.teacher_user_id,
        title: input.title,
        periodStart: input.period_start,
        periodEnd: input.period_end,
        currency: built.currency,
        total: built.total,
        paymentMethod: input.payment_method,
        note: input.note,
        createdBy: actor.id,
      })
      .returning();
    if (!row) throw new Error("payroll insert returned no row");
    await insertLines(tx, row.id, built.lines);
    await recordAudit(
      tx,
      auditOf(actor, "payroll.create", row.id, null, {
        teacher_user_id: row.teacherUserId,
        total: row.total,
        currency: row.currency,
        teaching_log_ids: input.teaching_log_ids,
        manual_items: input.manual_items,
      }),
    );
    return row.id;
  });
  return payrollDetail(db, actor, id, locale);
}

const manualOf = (items: repo.PayrollItemRow[]): PayrollManualItemInput[] =>
  items
    .filter((item) => item.kind !== "teaching")
    .map((item) => ({ kind: item.kind as "bonus" | "deduction", reason: item.reason, amount: item.amount }));

export async function updatePayroll(
  db: DbOrTx,
  actor: Actor,
  id: number,
  input: UpdatePayrollInput,
  locale: Locale = "en",
): Promise<PayrollDetail> {
  await db.transaction(async (tx) => {
    const { row, state } = await lockOrThrow(tx, id);
    if (state === "confirmed" || state === "paid") throw conflict("payroll_locked");
    const periodStart = input.period_start ?? String(row.periodStart);
    const periodEnd = input.period_end ?? String(row.periodEnd);
    if (periodStart > periodEnd) throw fieldError("period_end", "v.end_before_start");
    const values: Partial<typeof payrolls.$inferInsert> = { updatedAt: new Date(), periodStart, periodEnd };
    if (input.title !== undefined) values.title = input.title;
    if (input.note !== undefined) values.note = input.note;
    if (input.payment_method !== undefined) values.paymentMethod = input.payment_method;
    const items = await repo.findItems(tx, id);
    if (input.teaching_log_ids !== undefined || input.manual_items !== undefined) {
      const logIds =
        input.teaching_log_ids ??
        items.filter((item) => item.teachingLogId !== null).map((item) => item.teachingLogId as number);
      const manual = input.manual_items ?? manualOf(items);
      const built = await buildLines(tx, row.teacherUserId, logIds, manual, row.currency, id);
      await tx.delete(payrollItems).where(eq(payrollItems.payrollId, id));
      await insertLines(tx, id, built.lines);
      values.total = built.total;
    }
    await tx.update(payrolls).set(values).where(eq(payrolls.id, id));
    await recordAudit(
      tx,
      auditOf(
        actor,
        "payroll.update",
        id,
        {
          title: row.title,
          total: row.total,
          teaching_log_ids: items.map((i) => i.teachingLogId).filter(Boolean),
        },
        { ...input, total: values.total ?? row.total },
      ),
    );
  });
  return payrollDetail(db, actor, id, locale);
}

/** What a sent statement shows: read unlocked to draw its PDF, again under the statement's lock. */
async function readSend(db: DbOrTx, id: number, lock: boolean) {
  const row = lock ? await repo.lockPayroll(db, id) : await repo.findPayroll(db, id);
  if (!row) throw notFound("payroll_not_found");
  const paid = await repo.paidOnPayroll(db, id);
  const state = payrollState(row, paid, await repo.hasOpenProblem(db, id));
  if (state === "confirmed" || state === "paid") throw conflict("payroll_locked");
  const teacher = await personOrThrow(db, row.teacherUserId);
  if (!teacher.email) return { row, paid, teacher, items: [], billing: null };
  const rows = await repo.findItems(db, id);
  // The PDF goes to the teacher: classes named in their language.
  const items = itemDtos(rows, new Set(), await classNamesIn(db, rows, teacher.lang));
  return { row, paid, teacher, items, billing: await billingFor(db, "mail", row.teacherUserId) };
}

/**
 * POST payroll/{id}/send: resolves open problems, marks it sent and mails the PDF to the teacher. The
 * PDF is drawn before the transaction locks the statement, from what the lock then confirms.
 */
export async function sendPayroll(
  db: DbOrTx,
  actor: Actor,
  id: number,
  input: SendPayrollInput,
  publicUrl: string,
  /** The school's time zone (config.SCHOOL_TIME_ZONE): the lessons' days on the PDF. */
  timeZone = SCHOOL_TIME_ZONE_DEFAULT,
  locale: Locale = "en",
): Promise<PayrollDetail> {
  await renderThenCommit(db, {
    read: (reader, lock) => readSend(reader, id, lock),
    render: ({ row, paid, teacher, items, billing }) =>
      billing
        ? renderPayrollPdf({
            locale: teacher.lang,
            timezone: timeZone,
            title: row.title,
            teacherName: personName(teacher.firstName, teacher.lastName, teacher.username),
            periodStart: String(row.periodStart),
            periodEnd: String(row.periodEnd),
            currency: row.currency,
            paymentMethod: row.paymentMethod,
            items,
            total: row.total,
            paid,
            billing,
          })
        : Promise.resolve(null),
    commit: async (tx, { row, teacher }, pdf) => {
      await repo.resolveProblems(tx, id, actor.id);
      const sentAt = new Date();
      await tx.update(payrolls).set({ sentAt, updatedAt: sentAt }).where(eq(payrolls.id, id));
      if (teacher.email && pdf) {
        const locale = teacher.lang;
        const link = `${publicUrl.replace(/\/$/, "")}/${row.teacherUserId}/salary/${id}`;
        // The period in the teacher's language leads; the admin's title (one language) follows.
        const period = periodLabel(locale, String(row.periodStart), String(row.periodEnd));
        const subject = `${translateMessage(locale, "payroll_mail_subject")}: ${period} — ${row.title}`;
        const body = translateMessage(locale, "payroll_mail_body");
        await enqueueMail(tx, {
          to: teacher.email,
          subject,
          text: [input.custom_content, body, link].filter(Boolean).join("\n\n"),
          locale,
          kind: "payroll_statement",
          meta: {
            payroll_id: id,
            attachments: [
              {
                filename: `salary-statement-${id}.pdf`,
                content_type: "application/pdf",
                content_base64: pdf.toString("base64"),
              },
            ],
          },
        });
      }
      await recordAudit(
        tx,
        auditOf(actor, "payroll.send", id, { sent_at: iso(row.sentAt) }, { sent_at: sentAt.toISOString() }),
      );
    },
  });
  return payrollDetail(db, actor, id, locale);
}

/** POST payroll/{id}/checked: the teacher confirms a sent statement, or an admin confirms for them. */
export async function confirmPayroll(
  db: DbOrTx,
  actor: Actor,
  id: number,
  input: PayrollCheckedInput,
  locale: Locale = "en",
) {
  await db.transaction(async (tx) => {
    const { row, state } = await lockOrThrow(tx, id);
    assertOwnOrAdmin(actor, row.teacherUserId);
    assertVisible(actor, state);
    const admin = isAdmin(actor);
    const owner = actor.id === row.teacherUserId;
    if (state === "problem") throw conflict("payroll_open_problem");
    if (state === "confirmed" || state === "paid") throw conflict("payroll_locked");
    const now = new Date();
    const forTeacher = admin && !owner;
    await tx
      .update(payrolls)
      .set({ confirmedAt: now, confirmedBy: actor.id, confirmedForTeacher: forTeacher, updatedAt: now })
      .where(eq(payrolls.id, id));
    await repo.postLedger(tx, {
      teacherUserId: row.teacherUserId,
      currency: row.currency,
      amount: row.total,
      kind: "earned",
      // Earned in the statement's period (monetary statements sum by effective date).
      effectiveOn: String(row.periodEnd),
      payrollId: id,
      memo: row.title,
      createdBy: actor.id,
    });
    await recordAudit(
      tx,
      auditOf(
        actor,
        forTeacher ? "payroll.confirm_for_teacher" : "payroll.confirm",
        id,
        { state },
        {
          state: "confirmed",
          note: input.note,
        },
      ),
    );
  });
  return payrollDetail(db, actor, id, locale);
}

export async function raiseProblem(
  db: DbOrTx,
  actor: Actor,
  id: number,
  input: PayrollProblemInput,
  locale: Locale = "en",
) {
  await db.transaction(async (tx) => {
    const { row, state } = await lockOrThrow(tx, id);
    assertOwnOrAdmin(actor, row.teacherUserId);
    assertVisible(actor, state);
    if (state === "created") throw conflict("payroll_not_sent");
    if (state !== "confirm_pending") throw conflict("payroll_locked");
    const itemIds = new Set((await repo.findItems(tx, id)).map((item) => item.id));
    if (!input.item_ids.every((itemId) => itemIds.has(itemId))) {
      throw fieldError("item_ids", "payroll_problem_item_unknown");
    }
    const [problem] = await tx
      .insert(payrollProblems)
      .values({
        payrollId: id,
        itemIds: [...new Set(input.item_ids)],
        description: input.description,
        createdBy: actor.id,
      })
      .returning();
    await recordAudit(
      tx,
      auditOf(
        actor,
        "payroll.problem",
        id,
        { state },
        { state: "problem", problem_id: problem?.id, ...input },
      ),
    );
  });
  return payrollDetail(db, actor, id, locale);
}

function assertPayable(state: PayrollState) {
  if (state === "paid") throw conflict("payroll_already_paid");
  if (state !== "confirmed") throw conflict("payroll_not_confirmed");
}

/** A payment of `amount` against this one statement (locked and checked by the caller). */
const payStatement = (
  tx: DbOrTx,
  actor: Actor,
  row: repo.PayrollRow,
  amount: number,
  input: Pick<PayrollMarkPaidInput, "method" | "paid_on" | "reference" | "note">,
) =>
  recordTeacherPayment(tx, actor, {
    teacher_user_id: row.teacherUserId,
    currency: row.currency,
    amount,
    method: input.method,
    paid_on: input.paid_on,
    reference: input.reference,
    note: input.note,
    allocations: [{ payroll_id: row.id, amount }],
  });

export async function recordTransaction(
  db: DbOrTx,
  actor: Actor,
  id: number,
  input: PayrollTransactionInput,
  locale: Locale = "en",
) {
  await db.transaction(async (tx) => {
    const { row, state, paid } = await lockOrThrow(tx, id);
    assertPayable(state);
    if (input.amount > row.total - paid) throw fieldError("amount", "payroll_overpaid");
    const payment = await payStatement(tx, actor, row, input.amount, input);
    await recordAudit(
      tx,
      auditOf(
        actor,
        "payroll.transaction",
        id,
        { paid },
        { paid: paid + input.amount, payment_id: payment.id, ...input },
      ),
    );
  });
  return payrollDetail(db, actor, id, locale);
}

export async function markPaid(
  db: DbOrTx,
  actor: Actor,
  id: number,
  input: PayrollMarkPaidInput,
  locale: Locale = "en",
) {
  await db.transaction(async (tx) => {
    const { row, state, paid } = await lockOrThrow(tx, id);
    assertPayable(state);
    const remaining = row.total - paid;
    const payment = await payStatement(tx, actor, row, remaining, input);
    await recordAudit(
      tx,
      auditOf(actor, "payroll.paid", id, { paid }, { paid: row.total, payment_id: payment.id, ...input }),
    );
  });
  return payrollDetail(db, actor, id, locale);
}

/** Reverses a confirmed statement's earned entries (reset, delete). */
async function reverseEarned(tx: DbOrTx, actor: Actor, id: number, memo: string) {
  for (const entry of await repo.unreversedEntries(tx, { payrollId: id, kind: "earned" })) {
    await repo.postLedger(tx, {
      teacherUserId: entry.teacher_user_id,
      currency: entry.currency,
      amount: -Number(entry.amount),
      kind: "reversal",
      // Dated like the entry it undoes: the period it counted in nets to zero.
      effectiveOn: entry.effective_on,
      payrollId: id,
      reversesId: entry.id,
      memo,
      createdBy: actor.id,
    });
  }
}

export async function resetPayroll(db: DbOrTx, actor: Actor, id: number, locale: Locale = "en") {
  await db.transaction(async (tx) => {
    const { row, state, paid } = await lockOrThrow(tx, id);
    if (paid > 0) throw conflict("payroll_has_payments");
    await reverseEarned(tx, actor, id, "reset");
    await repo.resolveProblems(tx, id, actor.id);
    await tx
      .update(payrolls)
      .set({
        sentAt: null,
        confirmedAt: null,
        confirmedBy: null,
        confirmedForTeacher: false,
        updatedAt: new Date(),
      })
      .where(eq(payrolls.id, id));
    await recordAudit(
      tx,
      auditOf(actor, "payroll.reset", id, { state, total: row.total }, { state: "created" }),
    );
  });
  return payrollDetail(db, actor, id, locale);
}

export async function deletePayroll(db: DbOrTx, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const { row, state, paid } = await lockOrThrow(tx, id);
    if (state === "paid") throw conflict("payroll_already_paid");
    if (paid > 0) throw conflict("payroll_has_payments");
    await reverseEarned(tx, actor, id, "delete");
    const items = await repo.findItems(tx, id);
    await tx.delete(payrolls).where(eq(payrolls.id, id));
    await recordAudit(
      tx,
      auditOf(
        actor,
        "payroll.delete",
        id,
        {
          title: row.title,
          total: row.total,
          state,
          teaching_log_ids: items.map((i) => i.teachingLogId).filter(Boolean),
        },
        null,
      ),
    );
  });
}
