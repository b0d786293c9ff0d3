import { Alert, Anchor, Card, Container, Group, Loader, Stack, Table, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage, NotFoundPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { formatDate } from "../../../lib/format-date";
import { formatMoney } from "../../../lib/format-money";
import { depositQuery } from "../api/balance-api";
import { TestMoneyBadge } from "../components/test-money-badge";

export const handle: RouteHandle = { i18n: ["balance"] };

/** How often the page asks again while the provider's notice has not arrived. */
export const POLL_MS = 2_000;

const INFO_FIELDS = ["BankCode", "vAccount", "PaymentNo", "ExpireDate"] as const;

/**
 * /stripe/success?deposit=id: shows the deposit's state from the server and asks again until it is
 * credited. Coming back from the provider credits nothing: only the provider's signed notice does.
 */
export default function DepositSuccessPage() {
  const { t } = useTranslation("balance");
  const [params] = useSearchParams();
  const id = Number(params.get("deposit"));
  const deposit = useQuery({
    ...depositQuery(id),
    enabled: id > 0,
    refetchInterval: (query) => (query.state.data?.status === "open" ? POLL_MS : false),
  });
  if (!(Number.isSafeInteger(id) && id > 0)) return <NotFoundPage />;
  if (deposit.isError) return <LoadErrorPage error={deposit.error} onRetry={() => deposit.refetch()} />;
  const row = deposit.data;
  if (!row) return <PageLoader />;
  const info = row.payment_info ?? {};
  return (
    <Container size="sm" py="lg">
      <PageTitle title={t("success.title")} />
      <Stack gap="md">
        <Title order={1}>{t("success.title")}</Title>
        <Card withBorder>
          <Stack gap="sm">
            <Group gap="sm">
              <Text size="xl" fw={700}>
                {formatMoney(row.amount, row.currency)}
              </Text>
              {row.test_money && <TestMoneyBadge size="md" />}
            </Group>
            {row.status === "paid" ? (
              <Alert color="teal" data-testid="deposit-paid">
                {t("success.paid", { date: row.paid_at ? formatDate(row.paid_at) : "" })}
              </Alert>
            ) : row.status === "expired" ? (
              <Alert color="gray">{t("success.expired")}</Alert>
            ) : (
              <Group gap="sm" data-testid="deposit-waiting">
                <Loader size="sm" />
                <Text>{row.provider === "ecpay" ? t("success.waitingTransfer") : t("success.waiting")}</Text>
              </Group>
            )}
            {INFO_FIELDS.some((field) => info[field]) && (
              <Table>
                <Table.Tbody>
                  {INFO_FIELDS.filter((field) => info[field]).map((field) => (
                    <Table.Tr key={field}>
                      <Table.Th>{t(`success.info.${field}`)}</Table.Th>
                      <Table.Td>{info[field]}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Stack>
        </Card>
        <Anchor component={Link} to="/balance">
          {t("success.toBalance")}
        </Anchor>
      </Stack>
    </Container>
  );
}
