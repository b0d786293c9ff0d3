import type { Locale } from "../i18n/locales";
import { type MessageKey, translateMessage } from "../i18n/messages";
import type { BalanceReasonCode, BalanceReasonParams } from "./balance.constants";

const fill = (text: string, values: Record<string, string | number | undefined>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    values[name] === undefined ? whole : String(values[name]),
  );

/** A system reason in `locale`; `note` (typed by an admin) follows as typed. */
export function balanceReasonText(
  locale: Locale,
  code: BalanceReasonCode,
  params: BalanceReasonParams | null | undefined,
): string {
  const values = { ...params } as Record<string, string | number | undefined>;
  if (params?.provider) {
    values.provider = translateMessage(locale, `balance_provider.${params.provider}` as MessageKey);
  }
  // A deposit whose provider gave no reference reads without the empty brackets.
  const key = code === "deposit" && !params?.ref ? "balance_reason.deposit_plain" : `balance_reason.${code}`;
  const text = fill(translateMessage(locale, key as MessageKey), values);
  const note = params?.note?.trim();
  return note ? fill(translateMessage(locale, "balance_reason.with_note"), { text, note }) : text;
}

/** The reason as a reader sees it: a code rendered in their language, else the stored text as typed. */
export function entryReasonText(
  locale: Locale,
  entry: { reason: string; reason_code: BalanceReasonCode | null; reason_params: BalanceReasonParams | null },
): string {
  return entry.reason_code ? balanceReasonText(locale, entry.reason_code, entry.reason_params) : entry.reason;
}
