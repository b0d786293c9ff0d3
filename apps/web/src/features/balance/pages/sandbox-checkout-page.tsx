import { Alert, Button, Card, Container, Group, Stack, Text, Title } from "@mantine/core";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { isApiError } from "../../../lib/api-client";
import { formatMoney } from "../../../lib/format-money";
import { paySandbox, sandboxQuery } from "../api/balance-api";
import { TestMoneyBadge } from "../components/test-money-badge";

export const handle: RouteHandle = { i18n: ["balance"] };

/**
 * /stripe/sandbox/:sessionId: the local payment sandbox's checkout page (demo and tests: PAYMENT_SANDBOX
 * on, Stripe not configured). "Pay" makes the server post a signed webhook, as Stripe would; the money
 * it credits is test money, and the page says so.
 */
export default function SandboxCheckoutPage() {
  const { t } = useTranslation("balance");
  const { sessionId = "" } = useParams();
  const navigate = useNavigate();
  const session = useQuery(sandboxQuery(sessionId));
  const [error, setError] = useState<string | undefined>();
  const pay = useMutation({
    mutationFn: () => paySandbox(sessionId),
    onSuccess: (result) => navigate(`/stripe/success?deposit=${result.deposit_id}`),
    onError: (failure) => setError(isApiError(failure) ? failure.message : String(failure)),
  });
  // A session that is not this person's (403), is gone or never was (404), or did not load: a page state.
  if (session.isError) return <LoadErrorPage error={session.error} onRetry={() => session.refetch()} />;
  const row = session.data;
  if (!row) return <PageLoader />;
  return (
    <Container size="xs" py="xl">
      <PageTitle title={t("sandbox.title")} />
      <Card withBorder padding="lg">
        <Stack gap="md">
          <Group justify="space-between">
            <Title order={1} size="h3">
              {t("sandbox.title")}
            </Title>
            <TestMoneyBadge size="md" />
          </Group>
          <Text size="sm" c="gray.7">
            {t("sandbox.help")}
          </Text>
          {error && <Alert color="red">{error}</Alert>}
          <Text size="xl" fw={700}>
            {formatMoney(row.amount, row.currency)}
          </Text>
          {row.status === "open" ? (
            <Button size="md" loading={pay.isPending} onClick={() => pay.mutate()}>
              {t("sandbox.pay")}
            </Button>
          ) : (
            <Button variant="light" onClick={() => navigate(`/stripe/success?deposit=${row.deposit_id}`)}>
              {t("sandbox.done")}
            </Button>
          )}
        </Stack>
      </Card>
    </Container>
  );
}
