import type { BalanceEntry } from "@edu/shared";
import { Anchor, Button, Card, Container, Group, Stack, Table, Text, Textarea, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage, NotFoundPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { isApiError } from "../../../lib/api-client";
import { formatDate } from "../../../lib/format-date";
import { formatMoney } from "../../../lib/format-money";
import { formatName } from "../../../lib/person-name";
import { useViewerRoles } from "../../auth";
import { balanceKeys, entryQuery, newIdempotencyKey, reverseEntry } from "../api/balance-api";
import { TestMoneyBadge } from "../components/test-money-badge";

export const handle: RouteHandle = { i18n: ["balance"] };

/**
 * What the server lets an admin reverse here: not a reversal, not twice, no pending money (a proof's review
 * holds and releases it) and no bill's payment (undone on the bill).
 */
const reversible = (row: BalanceEntry) =>
  row.kind !== "reversal" &&
  !row.reversed_by_entry_id &&
  row.bucket === "available" &&
  row.kind !== "bill_payment";

/** /balance/parent/:parentUserId/balanceTransaction/:balanceTransactionId: one ledger entry; admins reverse it. */
export default function BalanceEntryPage() {
  const { t } = useTranslation("balance");
  const params = useParams();
  const parentId = Number(params.parentUserId);
  const id = Number(params.balanceTransactionId);
  const viewer = useViewerRoles();
  const queryClient = useQueryClient();
  const entry = useQuery({ ...entryQuery(parentId, id), enabled: parentId > 0 && id > 0 });
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [key, setKey] = useState(newIdempotencyKey);
  const reverse = useMutation({
    mutationFn: () => reverseEntry(id, reason.trim(), key),
    onSuccess: async () => {
      setKey(newIdempotencyKey());
      setReason("");
      await queryClient.invalidateQueries({ queryKey: balanceKeys.all });
      notifications.show({ color: "teal", message: t("entry.reversed") });
    },
    onError: (failure) =>
      setError(isApiError(failure) ? (failure.firstFieldError() ?? failure.message) : String(failure)),
  });

  // An id that is no id is "not found"; a refused (403) or missing (404) entry, or a failed load, is a page state.
  if (!(Number.isSafeInteger(parentId) && parentId > 0 && Number.isSafeInteger(id) && id > 0)) {
    return <NotFoundPage />;
  }
  if (entry.isError) return <LoadErrorPage error={entry.error} onRetry={() => entry.refetch()} />;
  const row = entry.data;
  if (!row) return <PageLoader />;
  // A ledger row of a family balance, where currencies meet: always NT$ / US$ / ¥.
  const money = (amount: number) => formatMoney(amount, row.currency, { distinct: true });
  return (
    <Container size="sm" py="lg">
      <PageTitle title={t("entry.title")} />
      <Stack gap="md">
        <Anchor
          component={Link}
          to={
            viewer.isParent && !viewer.isAdmin && !viewer.isStaff ? "/balance" : `/balance?parent=${parentId}`
          }
        >
          {t("entry.back")}
        </Anchor>
        <Title order={1}>{t("entry.title")}</Title>
        <Card withBorder>
          <Table>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th>{t("entries.date")}</Table.Th>
                <Table.Td>{formatDate(row.created_at)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t("entries.kind")}</Table.Th>
                <Table.Td>
                  <Group gap="xs">
                    <span>
                      {t(`kinds.${row.kind}`)}
                      {row.bucket === "pending" && ` (${t("entries.pendingBadge")})`}
                    </span>
                    {row.kind === "sandbox_deposit" && <TestMoneyBadge />}
                  </Group>
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t("entries.amount")}</Table.Th>
                <Table.Td data-testid="entry-amount">{money(row.amount)}</Table.Td>
              </Table.Tr>
              {row.available_after !== null && (
                <Table.Tr>
                  <Table.Th>{t("entries.balanceAfter")}</Table.Th>
                  <Table.Td data-testid="entry-balance-after">{money(row.available_after)}</Table.Td>
                </Table.Tr>
              )}
              {row.pending_after !== null && (
                <Table.Tr>
                  <Table.Th>{t("entry.pendingAfter")}</Table.Th>
                  <Table.Td data-testid="entry-pending-after">{money(row.pending_after)}</Table.Td>
                </Table.Tr>
              )}
              <Table.Tr>
                <Table.Th>{t("entries.reason")}</Table.Th>
                <Table.Td>{row.reason || "—"}</Table.Td>
              </Table.Tr>
              {row.order_id && (
                <Table.Tr>
                  <Table.Th>{t("entry.bill")}</Table.Th>
                  <Table.Td>
                    <Anchor component={Link} to={`/bill/${row.order_id}`}>
                      #{row.order_id}
                    </Anchor>
                  </Table.Td>
                </Table.Tr>
              )}
              {row.rate && (
                <Table.Tr>
                  <Table.Th>{t("entry.rate")}</Table.Th>
                  <Table.Td>{row.rate}</Table.Td>
                </Table.Tr>
              )}
              <Table.Tr>
                <Table.Th>{t("entry.by")}</Table.Th>
                <Table.Td>
                  {row.created_by ? formatName(row.created_by) || row.created_by.username : t("entry.system")}
                </Table.Td>
              </Table.Tr>
              {row.reverses_entry_id && (
                <Table.Tr>
                  <Table.Th>{t("entry.reverses")}</Table.Th>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={`/balance/parent/${parentId}/balanceTransaction/${row.reverses_entry_id}`}
                    >
                      #{row.reverses_entry_id}
                    </Anchor>
                  </Table.Td>
                </Table.Tr>
              )}
              {row.reversed_by_entry_id && (
                <Table.Tr>
                  <Table.Th>{t("entry.reversedBy")}</Table.Th>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={`/balance/parent/${parentId}/balanceTransaction/${row.reversed_by_entry_id}`}
                    >
                      #{row.reversed_by_entry_id}
                    </Anchor>
                  </Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
        </Card>
        {viewer.isAdmin && reversible(row) && (
          <Card withBorder>
            <Stack gap="sm">
              <Text fw={600}>{t("entry.reverseTitle")}</Text>
              <Text size="sm" c="gray.7">
                {t("entry.reverseHelp")}
              </Text>
              <Textarea
                label={t("adjust.reason")}
                value={reason}
                onChange={(event) => {
                  setReason(event.currentTarget.value);
                  setError(undefined);
                }}
                error={error}
                maxLength={500}
                required
              />
              <Group>
                <Button
                  color="red"
                  variant="light"
                  loading={reverse.isPending}
                  disabled={!reason.trim()}
                  onClick={() => reverse.mutate()}
                >
                  {t("entry.reverse")}
                </Button>
              </Group>
            </Stack>
          </Card>
        )}
      </Stack>
    </Container>
  );
}
