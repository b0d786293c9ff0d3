import {
  type CreateOrderTransactionBody,
  type Currency,
  moneyFieldSchema,
  readMoneyInput,
} from "@edu/shared";

/**
 * The parent's payment form (spec 02 §3 Transaction, §5): the amount judged by the money module's one
 * schema, as the server judges it ("Money must be a number greater than 0.", too many decimals for the
 * currency, too large); a date; a proof image; for a bank transfer the last five digits of
 * the paying account; a remark.
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
/** Message keys: the amount's are the catalogue's (`v.money_*`), the others the billing namespace's. */
export type PaymentErrorKey =
  | AmountErrorKey
  | "pay.dateRequired"
  | "pay.proofRequired"
  | "pay.lastFiveInvalid";

/** A money message key of the catalogue (`v.money_positive`, `v.money_decimals`, `v.money_too_large`…). */
export type AmountErrorKey = `v.${string}`;

/** The amount as minor units, or the money module's reason it is refused (a catalogue key). */
export function readAmount(
  text: string,
  currency: Currency,
): { ok: true; value: number } | { ok: false; error: AmountErrorKey } {
  const result = moneyFieldSchema(currency).safeParse(readMoneyInput(text, currency) ?? Number.NaN);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, error: (result.error.issues[0]?.message ?? "v.money_positive") as AmountErrorKey };
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
