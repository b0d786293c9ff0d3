import { ADMISSIONS_RESULTS, type CollectedSchool, SCHOOL_CATEGORIES } from "@edu/shared/counseling-schools";
import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ListChart } from "./list-chart-lazy";

const COLORS = ["teal.6", "red.6", "yellow.6", "orange.6", "blue.6", "gray.5"];

/** The list counted by category and result: a chart, with the same numbers in words beside it. */
export function ListSummary({ items }: { items: readonly CollectedSchool[] }) {
  const { t } = useTranslation("counseling-schools");
  const results = [...ADMISSIONS_RESULTS, "none"] as const;
  const data = SCHOOL_CATEGORIES.map((category) => {
    const rows = items.filter((item) => item.category === category);
    const counts = Object.fromEntries(
      results.map((result) => [
        result,
        rows.filter((row) => (row.admissions_result ?? "none") === result).length,
      ]),
    );
    return { category: t(`category.${category}`), total: rows.length, ...counts };
  });
  const words = data
    .filter((row) => row.total > 0)
    .map((row) => t("chart.part", { category: row.category, count: row.total }))
    .join(t("chart.separator"));
  const summary = t("chart.summary", { count: items.length, parts: words });
  return (
    <>
      <ListChart
        data={data}
        series={results.map((result, index) => ({
          name: result,
          label: t(`result.${result}`),
          color: COLORS[index] ?? "gray.5",
        }))}
        summary={summary}
      />
      <Text size="sm">{summary}</Text>
    </>
  );
}
