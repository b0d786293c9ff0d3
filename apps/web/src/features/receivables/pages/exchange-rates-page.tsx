import { type ExchangeRateHistoryRow, type MoneyConvertRatio, setExchangeRatesSchema } from "@edu/shared";
import {
  Alert,
  Button,
  Container,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { RouteHandle } from "../../../app/route-handle";
import { AdminList, type DataListColumn } from "../../../components/data-list";
import { PageLoader } from "../../../components/page-loader";
import { PageTitle } from "../../../components/page-title";
import { isApiError } from "../../../lib/api-client";
import { serverFieldErrors, zodFormValidator } from "../../../lib/form-errors";
import { formatDateTime } from "../../../lib/format-date";
import { displayName } from "../../../lib/person-name";
import { useViewerRoles } from "../../auth";
import {
  exchangeRateHistoryQuery,
  exchangeRatesKeys,
  fetchExchangeRateHistory,
  moneyConvertRatioQuery,
  setExchangeRates,
} from "../api/receivables-api";

export const handle: RouteHandle = { i18n: ["receivables", "data-list"] };

type Values = { USD: string; CNY: string; note: string };

/** Only the rates that changed are sent (each one sent adds a row to the history). */
function toPayload(values: Values, current: MoneyConvertRatio | undefined) {
  const rates: { USD?: string; CNY?: string } = {};
  for (const code of ["USD", "CNY"] as const) {
    const typed = values[code].trim();
    if (typed !== "" && typed !== current?.rates[code]) rates[code] = typed;
  }
  return { rates, note: values.note.trim() || undefined };
}

function RatesForm({ current }: { current: MoneyConvertRatio }) {
  const { t } = useTranslation("receivables");
  const queryClient = useQueryClient();
  const form = useForm<Values>({
    initialValues: { USD: current.rates.USD, CNY: current.rates.CNY, note: "" },
    validate: zodFormValidator(setExchangeRatesSchema, (values: Values) => toPayload(values, current)),
  });
  const save = useMutation({
    mutationFn: (values: Values) => setExchangeRates(toPayload(values, current)),
    onSuccess: async () => {
      notifications.show({ color: "teal", message: t("rates.saved") });
      form.setFieldValue("note", "");
      await queryClient.invalidateQueries({ queryKey: exchangeRatesKeys.all });
    },
    onError: (error) => {
      if (isApiError(error) && error.errors) {
        const errors = serverFieldErrors(error.errors);
        form.setErrors(
          Object.fromEntries(
            Object.entries(errors).map(([path, message]) => [path.replace(/^rates\./, ""), message]),
          ),
        );
      }
    },
  });
  const errorOf = (code: "USD" | "CNY") =>
    form.errors[`rates.${code}`] ?? form.errors[code] ?? form.errors.rates;
  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label={t("rates.usd")}
            inputMode="decimal"
            {...form.getInputProps("USD")}
            error={errorOf("USD")}
          />
          <TextInput
            label={t("rates.cny")}
            inputMode="decimal"
            {...form.getInputProps("CNY")}
            error={errorOf("CNY")}
          />
          <TextInput label={t("rates.note")} {...form.getInputProps("note")} />
        </SimpleGrid>
        <Text size="xs" c="gray.7">
          {t("rates.hint")}
        </Text>
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t("rates.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * /exchange-rates: the rates in force (TWD per USD and per CNY) with who set them and when; admins
 * set new ones and read the history. A bill keeps the rate it was made with.
 */
export default function ExchangeRatesPage() {
  const { t } = useTranslation("receivables");
  const viewer = useViewerRoles();
  const current = useQuery(moneyConvertRatioQuery());
  const [page, setPage] = useState(1);
  const [currency, setCurrency] = useState<string | null>(null);
  const history = useQuery({ ...exchangeRateHistoryQuery(page, currency ?? ""), enabled: viewer.isAdmin });
  const columns: DataListColumn<ExchangeRateHistoryRow>[] = [
    {
      key: "currency",
      header: t("rates.currency"),
      primary: true,
      cell: (row) => row.currency,
      csv: (row) => row.currency,
    },
    { key: "rate", header: t("rates.rate"), cell: (row) => row.rate, csv: (row) => row.rate },
    {
      key: "at",
      header: t("rates.setAt"),
      cell: (row) => formatDateTime(row.set_at),
      csv: (row) => formatDateTime(row.set_at),
    },
    {
      key: "by",
      header: t("rates.setBy"),
      cell: (row) => (row.set_by ? displayName(row.set_by) : "—"),
      csv: (row) => (row.set_by ? displayName(row.set_by) : ""),
    },
    { key: "note", header: t("rates.note"), cell: (row) => row.note || "—", csv: (row) => row.note },
  ];
  return (
    <Container size="lg" py="lg">
      <PageTitle title={t("rates.metaTitle")} />
      <Stack gap="md">
        <Title order={1}>{t("rates.title")}</Title>
        <Text c="gray.7" size="sm">
          {t("rates.intro")}
        </Text>
        {current.isPending && <PageLoader />}
        {current.isError && <Alert color="red">{current.error.message}</Alert>}
        {current.data && (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {current.data.entries.map((entry) => (
              <Paper key={entry.currency} withBorder p="md" data-testid={`rate-${entry.currency}`}>
                <Text size="sm" c="gray.7">
                  {t("rates.perUnit", { code: entry.currency })}
                </Text>
                <Text size="xl" fw={700}>
                  {entry.rate}
                </Text>
                <Text size="xs" c="gray.7">
                  {entry.is_default
                    ? t("rates.default")
                    : t("rates.setLine", {
                        at: formatDateTime(entry.set_at),
                        by: entry.set_by ? displayName(entry.set_by) : "—",
                      })}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
        )}
        {viewer.isAdmin && current.data && (
          <Paper withBorder p="md">
            <Title order={2} size="h4" mb="sm">
              {t("rates.setTitle")}
            </Title>
            <RatesForm key={current.dataUpdatedAt} current={current.data} />
          </Paper>
        )}
        {viewer.isAdmin && (
          <>
            <Title order={2} size="h3">
              {t("rates.history")}
            </Title>
            <AdminList
              query={history}
              page={page}
              onPage={setPage}
              filters={
                <Select
                  label={t("rates.currency")}
                  placeholder={t("filters.any")}
                  data={["USD", "CNY"]}
                  value={currency}
                  onChange={(value) => {
                    setCurrency(value);
                    setPage(1);
                  }}
                  clearable
                  w={140}
                />
              }
              csv={{
                filename: "exchange-rates.csv",
                fetchPage: (p) => fetchExchangeRateHistory(p, currency ?? ""),
              }}
              columns={columns}
              rowKey={(row) => row.id}
              label={t("rates.history")}
              testId="exchange-rate-history"
              empty={<Text>{t("rates.noHistory")}</Text>}
              minWidth={640}
            />
          </>
        )}
      </Stack>
    </Container>
  );
}
