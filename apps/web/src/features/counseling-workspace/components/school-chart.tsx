import type { SchoolsSummary } from "@edu/shared/counseling-workspace";
import { Group, Progress, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";

const CATEGORIES = ["dream", "reach", "fit", "safety", "uncategorized"] as const;
const RESULTS = ["admitted", "enrolled", "waitlisted", "deferred", "rejected", "pending"] as const;
const COLORS: Record<string, string> = {
  dream: "grape",
  reach: "orange",
  fit: "blue",
  safety: "teal",
  uncategorized: "gray",
  admitted: "green",
  enrolled: "teal",
  waitlisted: "yellow",
  deferred: "orange",
  rejected: "red",
  pending: "gray",
};

/** One labelled list of bars: each row says its label and count in text; the bar only repeats it. */
function Bars({
  title,
  rows,
  total,
}: {
  title: string;
  rows: { key: string; label: string; count: number }[];
  total: number;
}) {
  return (
    <Stack gap={6}>
      <Title order={3} size="h5">
        {title}
      </Title>
      <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: "none" }}>
        {rows.map((row) => (
          <li key={row.key}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm">{row.label}</Text>
              <Text size="sm" fw={600}>
                {row.count}
              </Text>
            </Group>
            <Progress
              value={total > 0 ? (row.count / total) * 100 : 0}
              color={COLORS[row.key]}
              size="sm"
              aria-hidden="true"
            />
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

/** A student's school list by category and by admissions result (spec: a chart of the list). */
export function SchoolChart({ summary }: { summary: SchoolsSummary }) {
  const { t } = useTranslation("counseling-workspace");
  const results = summary.by_result;
  const resultTotal = RESULTS.reduce((sum, key) => sum + results[key], 0);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Bars
        title={t("detail.byCategory")}
        total={summary.total}
        rows={CATEGORIES.map((key) => ({
          key,
          label: t(`category.${key}`),
          count: summary.by_category[key],
        }))}
      />
      <Bars
        title={t("detail.byResult")}
        total={resultTotal}
        rows={RESULTS.map((key) => ({ key, label: t(`result.${key}`), count: results[key] }))}
      />
    </SimpleGrid>
  );
}
