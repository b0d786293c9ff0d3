import type { OrderPayments } from "@edu/shared";
import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { useLocale } from "../../../lib/use-locale";
import { type BillAnswer, billingKeys, receiptUrl } from "../api/billing-api";
import { billMoney } from "../lib/bill-money";
import { useSchoolTime } from "../lib/school-time";
import { BankAccount } from "./bank-account";
import { BillAdminActions, type BillAdminDialog } from "./bill-admin-actions";
import { BillBalanceDialog } from "./bill-balance-dialog";
import { BillDifferenceDialog } from "./bill-difference-dialog";
import { BillEditDialog } from "./bill-edit-dialog";
import { BillEmailsPanel } from "./bill-emails-panel";
import { BillLinesPanel } from "./bill-lines-panel";
import { BillMarkPaidDialog } from "./bill-mark-paid-dialog";
import { BillPaymentsPanel } from "./bill-payments-panel";
import { BillProblemsPanel } from "./bill-problems-panel";
import { BillSummaryPanel } from "./bill-summary-panel";
import { BillVoidDialog } from "./bill-void-dialog";
import { SendDialog } from "./send-dialog";
import { BillStatusBadge } from "./status-badge";

type Props = { bill: BillAnswer; payments: OrderPayments | undefined; isAdmin: boolean };

/**
 * A bill's page (spec 02 §3, §4, §7): its fields, lines and lesson logs, payments and problems.
 * Admins verify or reject payments, mark the bill paid, set a difference price, edit the title and
 * notes, send it, reset or delete it (a bill with verified money is voided instead: its money goes back
 * to the family as credit); the parent pays (bank transfer with a proof, or from the family balance),
 * reports a problem, and opens the receipt once it is paid. A voided bill is shown as void, read only.
 */
export function BillDetail({ bill, payments, isAdmin }: Props) {
  const { t } = useTranslation("billing");
  const locale = useLocale();
  const when = useSchoolTime();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<null | BillAdminDialog | "balance">(null);
  const status = payments?.summary.status_key ?? bill.status_key;
  const paid = status === "paid";
  const voided = Boolean(bill.voided_at);
  // The server's rule: a bill with verified money (or a paid one) goes through void, never plain delete.
  const hasMoney = paid || (payments?.transactions ?? []).some((tx) => tx.status === "verified");
  /**
   * After the bill is deleted (`gone`) or voided: its queries that would now answer 404 are dropped or
   * left out, never refetched into an error toast (a voided bill is read again: it shows as void).
   */
  const refreshAfterRemoval = async (gone: boolean) => {
    const own = gone
      ? [billingKeys.detail(bill.id), billingKeys.payments(bill.id)]
      : [billingKeys.payments(bill.id)];
    const isOwn = (key: readonly unknown[]) =>
      own.some((ownKey) => ownKey.length === key.length && ownKey.every((part, i) => part === key[i]));
    if (gone) for (const queryKey of own) queryClient.removeQueries({ queryKey, exact: true });
    await queryClient.invalidateQueries({
      queryKey: billingKeys.all,
      predicate: (query) => !isOwn(query.queryKey),
    });
  };
  const removed = async (wasVoided: boolean) => {
    setDialog(null);
    notifications.show({ color: "teal", message: t(wasVoided ? "detail.voidDone" : "detail.deleted") });
    if (!wasVoided) navigate("/bill");
    await refreshAfterRemoval(!wasVoided);
  };

  const summary = payments?.summary;
  const money = billMoney(bill, payments);
  const close = () => setDialog(null);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1}>{bill.title}</Title>
          <Group gap="xs">
            <BillStatusBadge status={status} voided={voided} size="md" />
            {bill.mark_paid_at && (
              <Text size="xs" c="gray.7">
                {t("detail.markedPaid", { date: when.date(bill.mark_paid_at) })}
              </Text>
            )}
          </Group>
        </Stack>
        <Group gap="xs">
          {paid && !voided && (
            <Button component="a" href={receiptUrl(bill.id, locale)} target="_blank" variant="light">
              {t("detail.receipt")}
            </Button>
          )}
          {!isAdmin && !paid && !voided && (
            <>
              <Button component={Link} to={`/bill/parents/transaction/${bill.id}`}>
                {t("detail.pay")}
              </Button>
              <Button variant="light" onClick={() => setDialog("balance")}>
                {t("detail.payBalance")}
              </Button>
              <Button component={Link} to={`/bill/parents/problem/${bill.id}`} variant="default">
                {t("detail.flagProblem")}
              </Button>
            </>
          )}
        </Group>
      </Group>

      <BillSummaryPanel bill={bill} summary={summary} money={money} />

      {/* Where the family's transfer goes (site settings), while there is something to pay. */}
      {!isAdmin && !paid && !voided && <BankAccount />}

      {isAdmin && !voided && (
        <BillAdminActions
          bill={bill}
          paid={paid}
          hasMoney={hasMoney}
          onOpen={setDialog}
          onDeleted={() => removed(false)}
        />
      )}

      <BillLinesPanel bill={bill} money={money} />
      {!voided && <BillPaymentsPanel payments={payments} isAdmin={isAdmin} money={money} />}
      <BillProblemsPanel bill={bill} problems={payments?.problems ?? []} isAdmin={isAdmin} />
      <BillEmailsPanel bill={bill} />

      <SendDialog bill={bill} opened={dialog === "send"} onClose={close} />
      {dialog === "edit" && <BillEditDialog bill={bill} onClose={close} />}
      {dialog === "difference" && <BillDifferenceDialog bill={bill} onClose={close} />}
      {dialog === "balance" && (
        <BillBalanceDialog
          bill={bill}
          outstanding={summary?.outstanding ?? bill.amount_due}
          onClose={close}
        />
      )}
      {dialog === "markPaid" && <BillMarkPaidDialog bill={bill} onClose={close} />}
      {dialog === "void" && <BillVoidDialog bill={bill} onClose={close} onDone={removed} />}
    </Stack>
  );
}
