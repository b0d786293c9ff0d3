import type { OrderPayments } from "@edu/shared";
import { Alert, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../../lib/format-date";
import { formatName } from "../../../lib/person-name";
import type { BillAnswer } from "../api/billing-api";
import { useSchoolTime } from "../lib/school-time";

type Props = {
  bill: BillAnswer;
  summary: OrderPayments["summary"] | undefined;
  money: (amount: number, currency: string) => string;
};

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="gray.7">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

/**
 * What a bill is: a voided bill's notice with its reason, then the parent, dates, total, difference, what
 * is due, paid so far and outstanding, the notes and (while it can be paid) how to pay.
 */
export function BillSummaryPanel({ bill, summary, money }: Props) {
  const { t } = useTranslation("billing");
  const when = useSchoolTime();
  const voided = Boolean(bill.voided_at);
  return (
    <>
      {bill.voided_at && (
        <Alert
          color="gray"
          title={t("detail.voidedTitle", { date: when.date(bill.voided_at) })}
          data-testid="bill-voided"
        >
          <Text size="sm">{t("detail.voidedText")}</Text>
          {bill.void_reason && (
            <Text size="sm" mt={4} style={{ whiteSpace: "pre-wrap" }}>
              {t("detail.voidedReason", { reason: bill.void_reason })}
            </Text>
          )}
        </Alert>
      )}

      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <Field label={t("detail.parent")}>{formatName(bill.parent) || `#${bill.parent.id}`}</Field>
          <Field label={t("detail.receivableDate")}>{formatDate(bill.receivable_date)}</Field>
          <Field label={t("detail.created")}>{when.date(bill.created_at)}</Field>
          <Field label={t("detail.total")}>
            <span data-testid="bill-total">{money(bill.total_price, bill.price_currency)}</span>
          </Field>
          {bill.difference_price !== 0 && (
            <Field label={t("detail.difference")}>
              {money(bill.difference_price, bill.difference_price_currency)}
            </Field>
          )}
          <Field label={t("detail.due")}>{money(bill.amount_due, bill.price_currency)}</Field>
          {summary && (
            <>
              <Field label={t("detail.paidSoFar")}>
                {money(
                  summary.verified_paid + summary.balance_paid + summary.marked_paid,
                  summary.price_currency,
                )}
              </Field>
              <Field label={t("detail.outstanding")}>
                <span data-testid="bill-outstanding">
                  {money(summary.outstanding, summary.price_currency)}
                </span>
              </Field>
            </>
          )}
        </SimpleGrid>
        {bill.notes && (
          <Stack gap={0} mt="sm">
            <Text size="xs" c="gray.7">
              {t("detail.notes")}
            </Text>
            <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
              {bill.notes}
            </Text>
          </Stack>
        )}
        {bill.payment_info && !voided && (
          <Alert mt="sm" color="blue" title={t("detail.paymentInfo")} style={{ whiteSpace: "pre-wrap" }}>
            {bill.payment_info}
            {bill.payment_info_remark ? `\n${bill.payment_info_remark}` : ""}
          </Alert>
        )}
      </Paper>
    </>
  );
}
