import "@mantine/charts/styles.css";
import { BarChart } from "@mantine/charts";
import { Box } from "@mantine/core";

export type ProgressChartRow = { day: string; remembered: number; again: number };

/**
 * The class's reviews per day for the last 7 days, stacked remembered / "again" (@mantine/charts). Loaded only
 * through vocab-progress-chart-lazy.tsx so recharts stays a chunk of its own. One image to assistive
 * technology, named by `summary`; the per-student table beside it carries the figures as text.
 */
export function VocabProgressChart({
  data,
  series,
  summary,
}: {
  data: ProgressChartRow[];
  series: { name: "remembered" | "again"; label: string; color: string }[];
  summary: string;
}) {
  return (
    <Box role="img" aria-label={summary} data-testid="vocab-progress-chart">
      <BarChart h={200} data={data} dataKey="day" type="stacked" series={series} withLegend />
    </Box>
  );
}
