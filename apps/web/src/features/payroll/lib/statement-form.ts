import { type Currency, DEFAULT_CURRENCY, moneyAmountIssue } from "@edu/shared";
import type {
  CreatePayrollInput,
  PayrollDetail,
  PayrollManualItemKind,
  PayrollPaymentMethod,
  PayrollUnpaidLine,
  UpdatePayrollInput,
} from "@edu/shared/payroll";
import { minorToInput, moneyFieldErrors, readMoneyField } from "../../../lib/format-money";

/** A bonus or deduction as typed: the amount is the text of the field (major units). */
export type ManualRow = {
  key: string;
  kind: PayrollManualItemKind;
  reason: string;
  amount: string;
  /** A saved item the teacher's open problem names (shown while the admin fixes the statement). */
  disputed?: boolean;
};

export type StatementFormValues = {
  teacher_user_id: number | null;
  title: string;
  period_start: string;
  period_end: string;
  currency: Currency;
  /**
   * The statement's own teaching logs when editing (their boxes start ticked, every other listed lesson's
   * unticked); null for a new statement (every listed lesson starts ticked).
   */
  own: number[] | null;
  /** Teaching logs whose box the admin changed from how it started. */
  toggled: number[];
  manual_items: ManualRow[];
  payment_method: PayrollPaymentMethod;
  note: string;
};

/** A listed line: an unpaid teaching log, or one already on the statement being edited. */
export type StatementLine = Omit<PayrollUnpaidLine, "signed_amount"> & {
  signed_amount?: number;
  /** A line of the statement being edited that the teacher's open problem names. */
  in_problem?: boolean;
};

let rowSeq = 0;
export const newManualRow = (kind: PayrollManualItemKind = "bonus"): ManualRow => ({
  key: `m${++rowSeq}`,
  kind,
  reason: "",
  amount: "",
});

const pad = (n: number) => String(n).padStart(2, "0");
const ymd = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

export type Period = { start: string; end: string };

/** The previous calendar month: the period when the teacher has no unpaid lesson. */
export function previousMonth(today: Date = new Date()): Period {
  const start = new Date(today.getFullYear(), today.getMonth() - 1, 1);
  const end = new Date(today.getFullYear(), today.getMonth(), 0);
  return { start: ymd(start), end: ymd(end) };
}

/**
 * The period that holds the teacher's unpaid lessons ("last month" found none of seven): from
 * the first day of the oldest one's month to the last day of the newest one's, whole months as statements
 * usually go. Months of the UTC day, as payroll/unpaid filters by (a lesson early on the 1st in Taipei is
 * the last day of the month before in UTC, and stays inside). Null without unpaid lessons.
 */
export function unpaidPeriod(lines: readonly Pick<StatementLine, "started_at">[]): Period | null {
  const days = lines.flatMap((line) => (line.started_at ? [line.started_at.slice(0, 10)] : [])).sort();
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return null;
  const [year, month] = last.split("-").map(Number) as [number, number];
  const monthEnd = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { start: `${first.slice(0, 7)}-01`, end: `${last.slice(0, 7)}-${pad(monthEnd)}` };
}

export function emptyStatement(
  teacherId: number | null,
  period: Period = previousMonth(),
): StatementFormValues {
  return {
    teacher_user_id: teacherId,
    title: "",
    period_start: period.start,
    period_end: period.end,
    currency: DEFAULT_CURRENCY,
    own: null,
    toggled: [],
    manual_items: [],
    payment_method: "bank_transfer",
    note: "",
  };
}

/**
 * The form over a saved statement (the reset/edit route): what it holds, nothing more. Its lessons are
 * listed ticked; the teacher's other unpaid lessons of the period are listed unticked (they
 * were ticked, and a save to add a bonus put back the lessons left out).
 */
export function valuesFromStatement(statement: PayrollDetail): StatementFormValues {
  return {
    teacher_user_id: statement.teacher.id,
    title: statement.title,
    period_start: statement.period_start,
    period_end: statement.period_end,
    currency: statement.currency,
    own: linesOfStatement(statement).map((line) => line.teaching_log_id),
    toggled: [],
    manual_items: statement.items
      .filter((item) => item.kind !== "teaching")
      .map((item) => ({
        key: `i${item.id}`,
        kind: item.kind as PayrollManualItemKind,
        reason: item.reason,
        amount: minorToInput(item.amount, statement.currency),
        disputed: item.in_problem,
      })),
    payment_method: statement.payment_method,
    note: statement.note,
  };
}

/** The statement's own teaching lines, listed beside the teacher's unpaid ones when editing. */
export function linesOfStatement(statement: PayrollDetail): StatementLine[] {
  return statement.items.flatMap((item) =>
    item.kind === "teaching" && item.teaching_log_id !== null
      ? [{ ...item, kind: "teaching" as const, teaching_log_id: item.teaching_log_id }]
      : [],
  );
}

/** The statement's lines first, then unpaid lines not already listed. */
export function mergeLines(own: StatementLine[], unpaid: readonly StatementLine[]): StatementLine[] {
  const seen = new Set(own.map((line) => line.teaching_log_id));
  return [...own, ...unpaid.filter((line) => !seen.has(line.teaching_log_id))];
}

/** A line can go on the statement only in the statement's currency. */
export const selectable = (line: StatementLine, currency: Currency) => line.currency === currency;

/** Whether a lesson's box starts ticked: every lesson of a new statement, an edited statement's own. */
const startsOn = (values: StatementFormValues, logId: number) =>
  values.own === null || values.own.includes(logId);

/** Whether a listed line is on the statement (its box ticked). */
export const isOn = (values: StatementFormValues, line: StatementLine) =>
  selectable(line, values.currency) &&
  startsOn(values, line.teaching_log_id) !== values.toggled.includes(line.teaching_log_id);

export function selectedLines(values: StatementFormValues, lines: readonly StatementLine[]): StatementLine[] {
  return lines.filter((line) => isOn(values, line));
}

/** Turns a line on or off: the new `toggled`. */
export function toggleLine(values: StatementFormValues, logId: number): number[] {
  return values.toggled.includes(logId)
    ? values.toggled.filter((id) => id !== logId)
    : [...values.toggled, logId];
}

/** All selectable lines on (every box ticked) or, when they all are, all off: the new `toggled`. */
export function toggleAll(values: StatementFormValues, lines: readonly StatementLine[]): number[] {
  const boxes = lines.filter((line) => selectable(line, values.currency));
  const ids = boxes.map((line) => line.teaching_log_id);
  const target = !boxes.every((line) => isOn(values, line));
  const others = values.toggled.filter((id) => !ids.includes(id));
  return [...others, ...ids.filter((id) => startsOn(values, id) !== target)];
}

/**
 * The total shown while editing: selected lines plus bonuses minus deductions, in minor units of the
 * statement's currency. A manual amount that does not read as money counts as nothing (its field shows
 * the error). The server recomputes every line on save and its total is the one kept.
 */
export function statementTotals(values: StatementFormValues, lines: readonly StatementLine[]) {
  const teaching = selectedLines(values, lines).reduce((sum, line) => sum + line.amount, 0);
  let bonus = 0;
  let deduction = 0;
  for (const row of values.manual_items) {
    const amount = readMoneyField(row.amount, values.currency);
    if (amount === null || moneyAmountIssue(amount, values.currency) !== null) continue;
    if (row.kind === "bonus") bonus += amount;
    else deduction += amount;
  }
  return { teaching, bonus, deduction, total: teaching + bonus - deduction };
}

function manualPayload(values: StatementFormValues) {
  return values.manual_items.map((row) => ({
    kind: row.kind,
    reason: row.reason.trim(),
    // As typed (500.5 TWD stays 50050): the shared schema says why it is refused.
    amount: readMoneyField(row.amount, values.currency) ?? Number.NaN,
  }));
}

/**
 * Bonus and deduction amounts judged in the statement's currency. PATCH leaves the currency out of its
 * payload, so its schema cannot say "too many decimals" for 500.5 TWD; the create schema can. Same keys.
 */
export function manualMoneyErrors(values: StatementFormValues) {
  const fields = Object.fromEntries(
    values.manual_items.map((row, index) => [
      `manual_items.${index}.amount`,
      readMoneyField(row.amount, values.currency) ?? Number.NaN,
    ]),
  );
  return moneyFieldErrors(fields, values.currency);
}

/** What POST payroll gets: the selected teaching logs (the server computes their lines) and manual items. */
export function toCreatePayload(
  values: StatementFormValues,
  lines: readonly StatementLine[],
): CreatePayrollInput {
  return {
    teacher_user_id: values.teacher_user_id ?? 0,
    title: values.title.trim(),
    period_start: values.period_start,
    period_end: values.period_end,
    currency: values.currency,
    teaching_log_ids: selectedLines(values, lines).map((line) => line.teaching_log_id),
    manual_items: manualPayload(values) as CreatePayrollInput["manual_items"],
    payment_method: values.payment_method,
    note: values.note,
  };
}

/**
 * What PATCH payroll/{id} gets. The lessons are named only when the admin changed which are on: an edit
 * of a bonus, the title or the period leaves them out, and the server keeps the statement's own.
 */
export function toUpdatePayload(
  values: StatementFormValues,
  lines: readonly StatementLine[],
): UpdatePayrollInput {
  const {
    teacher_user_id: _teacher,
    currency: _currency,
    teaching_log_ids: logIds,
    ...rest
  } = toCreatePayload(values, lines);
  const own = values.own ?? [];
  const unchanged = logIds.length === own.length && logIds.every((id) => own.includes(id));
  return unchanged ? rest : { ...rest, teaching_log_ids: logIds };
}
