import type { OrderPayments, OrderTransaction } from "@edu/shared";
import { Anchor, Badge, Button, Group, Text, Title } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { DataList, type DataListColumn } from "../../../components/data-list";
import { formatDate } from "../../../lib/format-date";
import { reviewTransaction } from "../api/billing-api";
import { useSchoolTime } from "../lib/school-time";
import { useBillsChanged } from "../lib/use-bills-changed";
import { isRevertable, RevertPaymentButton } from "./revert-payment-button";
import { LIGHT_BADGE_TEXT } from "./status-badge";

type Props = {
  payments: OrderPayments | undefined;
  isAdmin: boolean;
  money: (amount: number, currency: string) => string;
};

/**
 * A bill's payments: amount (and what was paid before conversion), method, proof, the paying account's
 * last five digits, remark and state. Admins verify or reject a parent's proof and undo a verified one.
 */
export function BillPaymentsPanel({ payments, isAdmin, money }: Props) {
  const { t } = useTranslation("billing");
  const when = useSchoolTime();
  const changed = useBillsChanged();
  const review = useMutation({
    mutationFn: (args: { id: number; status: "verified" | "rejected" }) =>
      reviewTransaction(args.id, { status: args.status }),
    onSuccess: (_, args) =>
      changed(args.status === "verified" ? t("detail.verifyDone") : t("detail.rejectDone")),
  });
  const columns: DataListColumn<OrderTransaction>[] = [
    { key: "date", header: t("detail.date"), primary: true, cell: (tx) => formatDate(tx.date) },
    {
      key: "amount",
      header: t("detail.amount"),
      cell: (tx) =>
        tx.original_currency === tx.price_currency
          ? money(tx.price, tx.price_currency)
          : `${money(tx.original_price, tx.original_currency)} → ${money(tx.price, tx.price_currency)}`,
    },
    { key: "method", header: t("detail.method"), cell: (tx) => t(`kinds.${tx.kind}`) },
    {
      key: "proof",
      header: t("detail.proof"),
      cell: (tx) =>
        tx.proof_url ? (
          <Anchor href={tx.proof_url} target="_blank" rel="noreferrer" size="sm">
            {t("detail.viewProof")}
          </Anchor>
        ) : (
          "—"
        ),
    },
    { key: "last5", header: t("detail.lastFive"), cell: (tx) => tx.account_last5 ?? "—" },
    {
      key: "remark",
      header: t("detail.remark"),
      cell: (tx) =>
        tx.status === "reverted" ? (
          <>
            {tx.remark && <Text size="sm">{tx.remark}</Text>}
            <Text size="xs" c="red.8" data-testid={`transaction-${tx.id}-reverted`}>
              {t("revert.undoneBy", {
                date: tx.reverted_at ? when.date(tx.reverted_at) : "",
                reason: tx.revert_reason,
              })}
            </Text>
          </>
        ) : (
          tx.remark || "—"
        ),
    },
    {
      key: "state",
      header: t("detail.state"),
      cell: (tx) => (
        <Group gap={6} wrap="nowrap">
          <Badge
            size="sm"
            variant="light"
            color={
              tx.status === "verified"
                ? "teal"
                : tx.status === "rejected" || tx.status === "reverted"
                  ? "gray"
                  : "orange"
            }
            style={LIGHT_BADGE_TEXT}
            data-testid={`transaction-${tx.id}-status`}
          >
            {t(`detail.${tx.status}`)}
          </Badge>
          {isAdmin && tx.status === "pending" && (
            <>
              <Button
                size="xs"
                loading={review.isPending}
                onClick={() => review.mutate({ id: tx.id, status: "verified" })}
              >
                {t("detail.verify")}
              </Button>
              <Button
                size="xs"
                variant="default"
                loading={review.isPending}
                onClick={() => review.mutate({ id: tx.id, status: "rejected" })}
              >
                {t("detail.reject")}
              </Button>
            </>
          )}
          {isAdmin && isRevertable(tx) && <RevertPaymentButton transaction={tx} />}
        </Group>
      ),
    },
  ];
  return (
    <>
      <Title order={2} size="h4">
        {t("detail.transactions")}
      </Title>
      <DataList
        items={payments?.transactions ?? []}
        loading={!payments}
        columns={columns}
        rowKey={(tx) => tx.id}
        label={t("detail.transactions")}
        empty={<Text size="sm">{t("detail.noTransactions")}</Text>}
        minWidth={760}
      />
    </>
  );
}
