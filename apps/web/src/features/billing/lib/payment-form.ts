import { type CreateOrderTransactionBody, type Currency, tryParseMoney } from "@edu/shared";

/**
 * The parent's payment form (spec 02 §3 Transaction, §5): the amount must be money ('please enter a
 * correct amount') and above 0 ('amount must be greater than 0'); a date; a proof image; for a bank
 * transfer the last five digits of the paying account; a remark.
 */
export type PaymentFormValues = {
  amount: string;
  currency: Currency;
  date: string;
  proof: { id: number; name: string } | null;
  account_last5: string;
  remark: string;
};

export type PaymentFormErrors = Partial<Record<"amount" | "date" | "proof" | "account_last5", string>>;
/** Message keys in the billing namespace. */
export type PaymentErrorKey =
  | "pay.amountInvalid"
  | "pay.amountPositive"
  | "pay.dateRequired"
  | "pay.proofRequired"
  | "pay.lastFiveInvalid";

/** The amount as minor units, or why it is refused (the spec's two messages). */
export function readAmount(
  text: string,
  currency: Currency,
): { ok: true; value: number } | { ok: false; error: "pay.amountInvalid" | "pay.amountPositive" } {
  const result = tryParseMoney(text, currency, { allowNegative: true, allowZero: true });
  if (!result.ok) return { ok: false, error: "pay.amountInvalid" };
  if (result.value <= 0) return { ok: false, error: "pay.amountPositive" };
  return result;
}

export function validatePayment(
  values: PaymentFormValues,
): Partial<Record<keyof PaymentFormErrors, PaymentErrorKey>> {
  const errors: Partial<Record<keyof PaymentFormErrors, PaymentErrorKey>> = {};
  const amount = readAmount(values.amount, values.currency);
  if (!amount.ok) errors.amount = amount.error;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.date)) errors.date = "pay.dateRequired";
  if (!values.proof) errors.proof = "pay.proofRequired";
  if (values.account_last5.trim() !== "" && !/^\d{5}$/.test(values.account_last5.trim()))
    errors.account_last5 = "pay.lastFiveInvalid";
  return errors;
}

export function paymentPayload(values: PaymentFormValues): CreateOrderTransactionBody {
  const amount = readAmount(values.amount, values.currency);
  return {
    amount: amount.ok ? amount.value : Number.NaN,
    currency: values.currency,
    date: values.date,
    proof_upload_id: values.proof?.id ?? null,
    remark: values.remark,
    account_last5: values.account_last5.trim() || null,
  };
}
