import "@mantine/charts/styles.css";
import { BarChart, LineChart } from "@mantine/charts";
import { Box } from "@mantine/core";

/**
 * The analysis charts (@mantine/charts), loaded only through analysis-charts-lazy.tsx so recharts stays a
 * chunk of its own. Each is one image to assistive technology, named by `summary`; the table beside it
 * carries the same figures as text (and in the CSV).
 */
export function ScoreChart({
  data,
  target,
  targetLabel,
  scoreLabel,
  summary,
}: {
  data: { when: string; score: number | null }[];
  target: number | null;
  targetLabel: string;
  scoreLabel: string;
  summary: string;
}) {
  return (
    <Box role="img" aria-label={summary} data-testid="score-chart">
      <LineChart
        h={220}
        data={data}
        dataKey="when"
        series={[{ name: "score", label: scoreLabel, color: "blue.7" }]}
        connectNulls
        referenceLines={target === null ? [] : [{ y: target, label: targetLabel, color: "teal.7" }]}
      />
    </Box>
  );
}

/** Rates as bars (0–100 %), one per row; `label` names the bar's series. */
export function RateBars({
  data,
  label,
  summary,
}: {
  data: { name: string; percent: number }[];
  label: string;
  summary: string;
}) {
  return (
    <Box role="img" aria-label={summary} data-testid="rate-chart">
      <BarChart
        h={Math.max(160, data.length * 28 + 40)}
        data={data}
        dataKey="name"
        orientation="vertical"
        yAxisProps={{ width: 90 }}
        xAxisProps={{ domain: [0, 100] }}
        unit="%"
        series={[{ name: "percent", label, color: "indigo.6" }]}
      />
    </Box>
  );
}
