import "@mantine/charts/styles.css";
import { BarChart } from "@mantine/charts";
import { Box } from "@mantine/core";

export type ListChartRow = { category: string } & Record<string, string | number>;

/**
 * The list by category, stacked by result (@mantine/charts). Loaded only through list-chart-lazy.tsx so
 * recharts stays a chunk of its own. One image to assistive technology, named by `summary`.
 */
export function ListChart({
  data,
  series,
  summary,
}: {
  data: ListChartRow[];
  series: { name: string; label: string; color: string }[];
  summary: string;
}) {
  return (
    <Box role="img" aria-label={summary} data-testid="list-chart">
      <BarChart h={220} data={data} dataKey="category" type="stacked" series={series} withLegend />
    </Box>
  );
}
