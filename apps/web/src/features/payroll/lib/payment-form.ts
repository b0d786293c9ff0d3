import { type Currency, DEFAULT_CURRENCY, isCurrency } from "@edu/shared";
import type {
  CreateTeacherPaymentInput,
  PayrollPaymentMethod,
  TeacherPayment,
  UpdateTeacherPaymentInput,
} from "@edu/shared/payroll";
import { formatDate } from "../../../lib/format-date";
import { minorToInput, moneyFieldErrors, readMoneyField } from "../../../lib/format-money";

export type PaymentFormValues = {
  teacher_user_id: number | null;
  currency: Currency;
  amount: string;
  method: PayrollPaymentMethod;
  paid_on: string;
  reference: string;
  note: string;
  /** `p<statement id>` → the amount typed for it ("" = not paid by this payment). */
  allocations: Record<string, string>;
};

/** A new payment: in `currency` when opened from a statement (its currency), else the default (TWD). */
export function emptyPayment(
  teacherId: number | null,
  currency: Currency = DEFAULT_CURRENCY,
): PaymentFormValues {
  return {
    teacher_user_id: teacherId,
    currency,
    amount: "",
    method: "bank_transfer",
    paid_on: formatDate(new Date()),
    reference: "",
    note: "",
    allocations: {},
  };
}

export function valuesFromPayment(payment: TeacherPayment): PaymentFormValues {
  return {
    teacher_user_id: payment.teacher.id,
    currency: payment.currency,
    amount: minorToInput(payment.amount, payment.currency),
    method: payment.method,
    paid_on: payment.paid_on,
    reference: payment.reference,
    note: payment.note,
    allocations: Object.fromEntries(
      payment.allocations.map((a) => [allocationKey(a.payroll_id), minorToInput(a.amount, payment.currency)]),
    ),
  };
}

/**
 * The payment form for a statement's teacher, in the statement's currency (a CNY or USD statement is
 * paid in its currency: the form lists only the statements of the currency chosen).
 */
export const statementPaymentPath = (statement: { teacher: { id: number }; currency: Currency }) =>
  `/salary/teacher/${statement.teacher.id}/payment/create?currency=${statement.currency}`;

/** The `currency` search parameter of the payment form's address, when it names a currency. */
export function currencyFromSearch(search: URLSearchParams): Currency | undefined {
  const value = search.get("currency");
  return isCurrency(value) ? value : undefined;
}

/** Form keys are not bare numbers (a numeric path segment would make the form build an array). */
export const allocationKey = (payrollId: number) => `p${payrollId}`;

// As typed (500.5 TWD stays 50050): the shared schema says why it is refused.
const minor = (text: string, currency: Currency) => readMoneyField(text, currency) ?? Number.NaN;

function allocationsOf(values: PaymentFormValues) {
  return Object.entries(values.allocations)
    .filter(([, text]) => text.trim() !== "")
    .map(([id, text]) => ({ payroll_id: Number(id.slice(1)), amount: minor(text, values.currency) }));
}

/** What the statements chosen add up to (amounts that do not read as money count as nothing). */
export function allocatedTotal(values: PaymentFormValues): number {
  return allocationsOf(values).reduce((sum, a) => sum + (Number.isNaN(a.amount) ? 0 : a.amount), 0);
}

export function toCreatePaymentPayload(values: PaymentFormValues): CreateTeacherPaymentInput {
  return {
    teacher_user_id: values.teacher_user_id ?? 0,
    currency: values.currency,
    amount: minor(values.amount, values.currency),
    method: values.method,
    paid_on: values.paid_on,
    reference: values.reference.trim(),
    note: values.note,
    allocations: allocationsOf(values),
  };
}

/**
 * The money fields judged in the payment's currency: PATCH leaves the currency out of its payload, so its
 * schema cannot say "too many decimals" (the create schema can, and both answer with these keys).
 */
export function paymentMoneyErrors(values: PaymentFormValues) {
  const fields: Record<string, number> = { amount: minor(values.amount, values.currency) };
  for (const [key, text] of Object.entries(values.allocations)) {
    if (text.trim() !== "") fields[`allocations.${key}`] = minor(text, values.currency);
  }
  return moneyFieldErrors(fields, values.currency);
}

export function toUpdatePaymentPayload(values: PaymentFormValues): UpdateTeacherPaymentInput {
  const { teacher_user_id: _t, currency: _c, ...rest } = toCreatePaymentPayload(values);
  return rest;
}

/**
 * "Pay the rest" of one statement: its allocation becomes what is still owed on it, and the payment's
 * amount grows to cover what the statements now add up to (never shrinks what was typed).
 */
export function withRestPaid(
  values: PaymentFormValues,
  payrollId: number,
  outstanding: number,
): PaymentFormValues {
  const next = {
    ...values,
    allocations: {
      ...values.allocations,
      [allocationKey(payrollId)]: minorToInput(outstanding, values.currency),
    },
  };
  const typed = readMoneyField(values.amount, values.currency);
  const covered = allocatedTotal(next);
  if (typed === null || Number.isNaN(typed) || typed < covered)
    next.amount = minorToInput(covered, values.currency);
  return next;
}
