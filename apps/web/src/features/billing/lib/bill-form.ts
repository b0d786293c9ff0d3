import {
  addStudent,
  type BillPerson,
  type CreateOrderBody,
  type Currency,
  convertMoney,
  createOrderBodySchema,
  type ExchangeRates,
  itemsToSend,
  MoneyError,
  moneyAmountIssue,
  removeStudent,
  type SelectionState,
  type UnbilledItem,
  type UnbilledLessonLog,
  type UnbilledTree,
} from "@edu/shared";
import { localizeMessage } from "../../../lib/form-errors";
import { readMoneyField } from "../../../lib/format-money";
import { formatName } from "../../../lib/person-name";

/** A manual line may lower the bill (a discount) or be 0, as the bill schema allows. */
const SIGNED = { allowNegative: true, allowZero: true } as const;

/**
 * The bill form (spec 02 §4, §5, §7): a parent, the children on the bill, the selection tree of their
 * unbilled items and lesson logs, manual lines, and the bill's fields. The selection rules themselves
 * are the shared ones (`@edu/shared` billing/selection.ts); this file only shapes the form around them.
 */
export type TreeLog = UnbilledLessonLog & { id: number; selection: SelectionState };
export type TreeItem = Omit<UnbilledItem, "lesson_logs"> & {
  selection: SelectionState;
  lesson_logs: TreeLog[];
};
export type ManualLine = {
  key: string;
  user_id: number | null;
  title: string;
  price: string;
  price_currency: Currency;
  remark: string;
};

export type BillFormValues = {
  parent: BillPerson | null;
  /** Children that may be put on the bill (the parent's linked children). */
  children: BillPerson[];
  /** Children on the bill (ids), in the order they were added. */
  students: number[];
  title: string;
  notes: string;
  receivable_date: string;
  price_currency: Currency;
  payment_info: string;
  payment_info_remark: string;
  remark: string;
  items: TreeItem[];
  manual: ManualLine[];
  reset_order_id?: number;
};

export const emptyBillForm = (): BillFormValues => ({
  parent: null,
  children: [],
  students: [],
  title: "",
  notes: "",
  receivable_date: "",
  price_currency: "TWD",
  payment_info: "",
  payment_info_remark: "",
  remark: "",
  items: [],
  manual: [],
});

/** The tree as the form holds it: every item and log unselected unless preselected. */
export function toTreeItems(
  items: readonly UnbilledItem[],
  preselect: { keys?: readonly string[]; lessonLogIds?: readonly number[] } = {},
): TreeItem[] {
  const keys = new Set(preselect.keys ?? []);
  const logIds = new Set(preselect.lessonLogIds ?? []);
  return items.map((item) => {
    const whole =
      keys.has(item.key) &&
      item.lesson_logs.every((log) => logIds.size === 0 || logIds.has(log.lesson_log_id));
    const logs: TreeLog[] = item.lesson_logs.map((log) => ({
      ...log,
      id: log.lesson_log_id,
      selection: whole || logIds.has(log.lesson_log_id) ? "selected" : "unSelected",
    }));
    const selectedLogs = logs.filter((log) => log.selection === "selected").length;
    const selection: SelectionState =
      logs.length === 0
        ? keys.has(item.key)
          ? "selected"
          : "unSelected"
        : selectedLogs === 0
          ? "unSelected"
          : selectedLogs === logs.length
            ? "selected"
            : "notSelectedAll";
    return { ...item, selection, lesson_logs: logs };
  });
}

/**
 * The form after the parent's tree arrives: the children with something to bill are on the bill (else
 * the first child, or the one the page was opened for).
 */
export function withTree(
  values: BillFormValues,
  tree: UnbilledTree,
  preselect: { keys?: readonly string[]; lessonLogIds?: readonly number[]; studentId?: number } = {},
): BillFormValues {
  const items = toTreeItems(tree.items, preselect);
  const withItems = tree.students.filter((s) => items.some((item) => item.user_id === s.id)).map((s) => s.id);
  const preselected = items.filter((item) => item.selection !== "unSelected").map((item) => item.user_id);
  let students = [...new Set(preselected)];
  if (preselect.studentId && !students.includes(preselect.studentId)) students.unshift(preselect.studentId);
  if (students.length === 0) students = withItems.slice(0, 1);
  if (students.length === 0 && tree.students[0]) students = [tree.students[0].id];
  return { ...values, parent: tree.parent ?? values.parent, children: tree.students, students, items };
}

/** Changing the parent clears the bill data (spec §5): students, tree and manual lines. */
export function changeParent(values: BillFormValues, parent: BillPerson | null): BillFormValues {
  return { ...values, parent, children: [], students: [], items: [], manual: [] };
}

/** Whether changing the parent would throw something away (then the form asks first). */
export function hasBillData(values: BillFormValues): boolean {
  return (
    values.students.length > 0 ||
    values.manual.length > 0 ||
    values.items.some((item) => item.selection !== "unSelected")
  );
}

export type StudentChange =
  | { ok: true; values: BillFormValues }
  | { ok: false; reason: "duplicate_student" | "last_student" };

export function addBillStudent(values: BillFormValues, id: number): StudentChange {
  const result = addStudent(values.students, id);
  return result.ok ? { ok: true, values: { ...values, students: result.students } } : result;
}

/** Removing a student drops their manual lines; their tree items stay but are no longer sent. */
export function removeBillStudent(values: BillFormValues, id: number): StudentChange {
  const result = removeStudent(values.students, id);
  if (!result.ok) return result;
  return {
    ok: true,
    values: {
      ...values,
      students: result.students,
      manual: values.manual.filter((line) => line.user_id !== id),
    },
  };
}

/** A child on the bill as people read the name (its id when the name is empty or the child unknown). */
export function childName(values: BillFormValues, id: number): string {
  const child = values.children.find((c) => c.id === id);
  return child ? formatName(child) || `#${id}` : `#${id}`;
}

/** Tree items of the children on the bill. */
export const visibleItems = (values: BillFormValues): TreeItem[] =>
  values.items.filter((item) => values.students.includes(item.user_id));

/** A line's price in its own currency: an enrollment's fee, or the sum of its selected logs. */
export function itemPrice(item: TreeItem): { amount: number; currency: Currency } {
  if (item.type === "lesson" || item.lesson_logs.length > 0) {
    const logs = item.lesson_logs.filter((log) => log.selection === "selected");
    return { amount: logs.reduce((sum, log) => sum + log.price, 0), currency: item.price_currency };
  }
  return { amount: item.price, currency: item.price_currency };
}

/**
 * The live total in the bill's currency: each line converted once (shared money module) and added.
 * Lines in a currency without a known rate are left out and listed in `missingRates` (the server
 * converts them at its stored rates when saving). Manual lines that are not money yet count as 0.
 */
export function billTotal(
  values: BillFormValues,
  rates: ExchangeRates | undefined,
): { amount: number; missingRates: Currency[] } {
  const lines: { amount: number; currency: Currency }[] = [
    ...itemsToSend(visibleItems(values)).map(itemPrice),
    ...values.manual.flatMap((line) => {
      const amount = readMoneyField(line.price, line.price_currency);
      const valid = amount !== null && moneyAmountIssue(amount, line.price_currency, SIGNED) === null;
      return valid ? [{ amount, currency: line.price_currency }] : [];
    }),
  ];
  const missing = new Set<Currency>();
  let amount = 0;
  for (const line of lines) {
    try {
      amount += convertMoney(line.amount, line.currency, values.price_currency, rates ?? {});
    } catch (error) {
      if (!(error instanceof MoneyError)) throw error;
      missing.add(line.currency === "TWD" ? values.price_currency : line.currency);
    }
  }
  return { amount, missingRates: [...missing] };
}

/** What POST order receives (spec §7). Prices of tree lines are sent for the record; the server re-reads them. */
export function toPayload(values: BillFormValues): CreateOrderBody {
  const tree = itemsToSend(visibleItems(values)).map((item) => {
    const price = itemPrice(item);
    return {
      type: item.type,
      id: item.id,
      user_id: item.user_id,
      title: item.title,
      price: price.amount,
      price_currency: price.currency,
      remark: "",
      selection: item.selection,
      lesson_logs:
        item.lesson_logs.length > 0
          ? item.lesson_logs.map((log) => ({
              lesson_log_id: log.lesson_log_id,
              unit_price: log.fee,
              unit: log.full_hour,
              price: log.price,
              price_currency: log.fee_currency,
            }))
          : undefined,
    };
  });
  const manual = values.manual.map((line) => ({
    type: "manual" as const,
    id: null,
    user_id: line.user_id,
    title: line.title,
    // As typed: the shared schema says why 500.5 TWD is refused, in the server's words.
    price: readMoneyField(line.price, line.price_currency) ?? Number.NaN,
    price_currency: line.price_currency,
    remark: line.remark,
  }));
  return {
    title: values.title,
    notes: values.notes,
    receivable_date: values.receivable_date,
    user_id: values.parent?.id ?? 0,
    total_price: undefined,
    price_currency: values.price_currency,
    payment_info: values.payment_info,
    payment_info_remark: values.payment_info_remark,
    remark: values.remark,
    reset_order_id: values.reset_order_id,
    items: [...tree, ...manual],
  };
}

export type BillFormErrors = Partial<Record<string, string>>;

/**
 * Validation with the shared create schema (its messages are catalogue keys: v.order_title_required
 * reads 帳單名稱不得為空！ in zh-TW), mapped onto the form's fields: manual line n is `manual.n.*`.
 */
export function validateBillForm(values: BillFormValues): BillFormErrors {
  const payload = toPayload(values);
  const treeCount = payload.items.length - values.manual.length;
  const result = createOrderBodySchema.safeParse(payload);
  const errors: BillFormErrors = {};
  if (!values.parent) errors.parent = "parent";
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const [head, index, ...rest] = issue.path.map(String);
    let field = issue.path.map(String).join(".");
    if (head === "user_id") field = "parent";
    if (head === "items" && index !== undefined) {
      const n = Number(index) - treeCount;
      field = n >= 0 ? ["manual", String(n), ...rest].join(".") : "items";
    }
    if (!(field in errors)) errors[field] = localizeMessage(issue.message);
  }
  return errors;
}

/** Hours as people write them: "1.5", "3" (the server sends decimal strings such as "3.0000"). */
export function hoursText(hours: string): string {
  return hours.includes(".") ? hours.replace(/\.?0+$/, "") : hours;
}
