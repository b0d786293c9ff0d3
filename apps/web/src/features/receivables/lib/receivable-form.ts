import {
  type Currency,
  convertMoney,
  createReceivableSchema,
  type ExchangeRates,
  formatMoneyInput,
  moneyAmountIssue,
  type Receivable,
  type ReceivableDueState,
  type ReceivableEnrollment,
  type ReceivableItem,
} from "@edu/shared";
import type { FormErrors } from "@mantine/form";
import { localizeMessage } from "../../../lib/form-errors";
import { readMoneyField } from "../../../lib/format-money";

export type ItemValues = {
  /** A stable key for React lists (the item id once saved). */
  key: string;
  /** The saved item's id (edit), null for a new row. */
  id: number | null;
  user_id: number | null;
  user_label: string;
  title: string;
  receivable_date: string;
  /** Major units as typed ("12000", "380.71"). */
  amount: string;
  price_currency: Currency;
  /** Billed items are shown, not edited (the server refuses changes: 409). */
  billed: boolean;
};

export type ReceivableFormValues = {
  title: string;
  user_id: number | null;
  user_label: string;
  price_currency: Currency;
  enrolled_session_id: number | null;
  note: string;
  items: ItemValues[];
};

let nextKey = 0;
const newKey = () => `new-${++nextKey}`;

export function emptyItem(currency: Currency, user?: { id: number; label: string } | null): ItemValues {
  return {
    key: newKey(),
    id: null,
    user_id: user?.id ?? null,
    user_label: user?.label ?? "",
    title: "",
    receivable_date: "",
    amount: "",
    price_currency: currency,
    billed: false,
  };
}

export function emptyReceivableValues(): ReceivableFormValues {
  return {
    title: "",
    user_id: null,
    user_label: "",
    price_currency: "TWD",
    enrolled_session_id: null,
    note: "",
    items: [emptyItem("TWD")],
  };
}

type Labeller = (person: { id: number; first_name: string; last_name: string; username: string }) => string;

function itemValues(item: ReceivableItem, label: Labeller): ItemValues {
  return {
    key: `item-${item.id}`,
    id: item.id,
    user_id: item.user_id,
    user_label: item.user ? label(item.user) : "",
    title: item.title,
    receivable_date: item.receivable_date,
    amount: formatMoneyInput(item.price, item.price_currency),
    price_currency: item.price_currency,
    billed: item.bill_id !== null || item.billed_at !== null,
  };
}

/** An existing receivable as form values (edit). */
export function valuesFromReceivable(receivable: Receivable, label: Labeller): ReceivableFormValues {
  return {
    title: receivable.title,
    user_id: receivable.user_id,
    user_label: label(receivable.user),
    price_currency: receivable.price_currency,
    enrolled_session_id: receivable.enrolled_session_id,
    note: receivable.note,
    items: receivable.receivable_order_items.map((item) => itemValues(item, label)),
  };
}

/**
 * A new receivable prefilled from an enrollment: the parent pays (the student when there is no
 * parent), in the enrollment's currency, one instalment for the student named after the course, at
 * the course fee.
 */
export function valuesFromEnrollment(
  enrollment: ReceivableEnrollment,
  options: { title: string; payer: { id: number; label: string } | null; studentLabel: string },
): ReceivableFormValues {
  const student = enrollment.student_user_id
    ? { id: enrollment.student_user_id, label: options.studentLabel }
    : null;
  const first = emptyItem(enrollment.currency, student);
  first.title = enrollment.course_session_title;
  if (enrollment.fee !== null) first.amount = formatMoneyInput(enrollment.fee, enrollment.currency);
  return {
    title: options.title,
    user_id: options.payer?.id ?? null,
    user_label: options.payer?.label ?? "",
    price_currency: enrollment.currency,
    enrolled_session_id: enrollment.id,
    note: "",
    items: [first],
  };
}

const itemPayload = (item: ItemValues) => ({
  user_id: item.user_id,
  title: item.title.trim(),
  receivable_date: item.receivable_date,
  // As typed: the shared schema says why 0 or 500.5 TWD is refused.
  price: readMoneyField(item.amount, item.price_currency),
  price_currency: item.price_currency,
});

/** What POST receivable-order gets (the server computes the total: no price is sent). */
export function toCreatePayload(values: ReceivableFormValues) {
  return {
    title: values.title.trim(),
    user_id: values.user_id,
    price_currency: values.price_currency,
    enrolled_session_id: values.enrolled_session_id,
    note: values.note.trim(),
    items: values.items.map(itemPayload),
  };
}

/** Field paths of the payload mapped to the form's (an item's `price` is typed in `amount`). */
export function toFormPath(path: string): string {
  return path.replace(/^items\.(\d+)\.price$/, "items.$1.amount");
}

/**
 * The form's rules, the shared schema's (spec 02 §5: the title may not be empty, with the spec's
 * message; every item needs a title, a date and an amount above 0 at the currency's precision), plus
 * a payer chosen. A typed amount reaches the schema as typed, so it says the money module's reason
 * (greater than 0, too many decimals, too large) as the server does.
 */
export function validateReceivable(values: ReceivableFormValues): FormErrors {
  const errors: FormErrors = {};
  const result = createReceivableSchema.safeParse(toCreatePayload(values));
  if (!result.success) {
    for (const issue of result.error.issues) {
      const path = toFormPath(issue.path.map(String).join("."));
      if (!(path in errors)) errors[path] = localizeMessage(issue.message);
    }
  }
  if (values.user_id === null) errors.user_id = localizeMessage("v.required");
  return errors;
}

/** A 422's errors (localized by the server) on the form's fields. */
export function serverErrorsToForm(errors: Record<string, string[]>): FormErrors {
  return Object.fromEntries(
    Object.entries(errors).flatMap(([field, messages]) =>
      messages[0] ? [[toFormPath(field), messages[0]]] : [],
    ),
  );
}

/**
 * The total the server will compute, for the form's preview: each line converted to the receivable's
 * currency through TWD and rounded once (shared money module), then summed. Null while a line is not
 * valid money or a rate is missing.
 */
export function estimateTotal(values: ReceivableFormValues, rates: ExchangeRates | undefined): number | null {
  let total = 0;
  for (const item of values.items) {
    const price = readMoneyField(item.amount, item.price_currency);
    if (price === null || moneyAmountIssue(price, item.price_currency) !== null) return null;
    if (item.price_currency !== values.price_currency && !rates) return null;
    try {
      total += convertMoney(price, item.price_currency, values.price_currency, rates ?? {});
    } catch {
      return null;
    }
  }
  return total;
}

export type ItemChanges = {
  add: ReturnType<typeof itemPayload>[];
  update: { id: number; body: Partial<ReturnType<typeof itemPayload>> }[];
  remove: number[];
};

/** What an edit changes in the items: new rows, changed fields of saved rows, rows removed. */
export function diffItems(saved: ReceivableItem[], values: ItemValues[]): ItemChanges {
  const changes: ItemChanges = { add: [], update: [], remove: [] };
  const kept = new Set<number>();
  for (const item of values) {
    if (item.id === null) {
      changes.add.push(itemPayload(item));
      continue;
    }
    kept.add(item.id);
    const before = saved.find((entry) => entry.id === item.id);
    if (!before || item.billed) continue;
    const next = itemPayload(item);
    const body: Partial<ReturnType<typeof itemPayload>> = {};
    if (next.user_id !== before.user_id) body.user_id = next.user_id;
    if (next.title !== before.title) body.title = next.title;
    if (next.receivable_date !== before.receivable_date) body.receivable_date = next.receivable_date;
    if (next.price !== before.price || next.price_currency !== before.price_currency) {
      body.price = next.price;
      body.price_currency = next.price_currency;
    }
    if (Object.keys(body).length > 0) changes.update.push({ id: item.id, body });
  }
  for (const item of saved) if (!kept.has(item.id)) changes.remove.push(item.id);
  return changes;
}

/** The badge colour of a receivable's due state (overdue and due soon stand out). */
export const DUE_COLORS: Record<ReceivableDueState, string> = {
  overdue: "red",
  due_soon: "orange",
  later: "gray",
  settled: "teal",
};
