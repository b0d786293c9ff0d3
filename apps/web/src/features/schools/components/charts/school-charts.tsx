import "@mantine/charts/styles.css";
import { BarChart, DonutChart } from "@mantine/charts";
import { Box } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * The school page's charts (@mantine/charts, recharts underneath). Loaded only through school-chart.tsx's
 * React.lazy, so recharts is a chunk of its own that a school page fetches when it draws a chart. Each chart is
 * one image to assistive technology, named by `summary` (its numbers in words); the same figures are listed as
 * text beside it.
 */
function ChartImage({ summary, children }: { summary: string; children: ReactNode }) {
  return (
    <Box role="img" aria-label={summary} data-testid="school-chart">
      {children}
    </Box>
  );
}

export type RangeRow = { label: string; low: number; high: number };

/** 25th–75th percentile ranges (SAT sections, ACT composite) as bars floating over their scale. */
export function RangeChart({
  rows,
  max,
  rangeLabel,
  summary,
}: {
  rows: readonly RangeRow[];
  /** The top of the scale: 800 for an SAT section, 36 for the ACT. */
  max: number;
  rangeLabel: string;
  summary: string;
}) {
  const data = rows.map((row) => ({ label: row.label, offset: row.low, range: row.high - row.low }));
  return (
    <ChartImage summary={summary}>
      <BarChart
        h={60 + rows.length * 44}
        data={data}
        dataKey="label"
        type="stacked"
        orientation="vertical"
        withTooltip={false}
        xAxisProps={{ domain: [0, max] }}
        yAxisProps={{ width: 120 }}
        series={[
          { name: "offset", color: "transparent" },
          { name: "range", color: "blue.6", label: rangeLabel },
        ]}
      />
    </ChartImage>
  );
}

/** A share of a whole (the admission rate): admitted against not admitted. */
export function ShareChart({
  share,
  label,
  restLabel,
  centre,
  summary,
}: {
  share: number;
  label: string;
  restLabel: string;
  centre: string;
  summary: string;
}) {
  return (
    <ChartImage summary={summary}>
      <DonutChart
        size={160}
        thickness={24}
        withTooltip={false}
        chartLabel={centre}
        data={[
          { name: label, value: share, color: "teal.6" },
          { name: restLabel, value: Math.max(0, 1 - share), color: "gray.3" },
        ]}
      />
    </ChartImage>
  );
}

export type BarRow = { label: string; value: number; highlight?: boolean };

/** One value per category (net price by income band, ethnicity mix, earnings), an optional line across. */
export function ValueBarsChart({
  rows,
  seriesLabel,
  format,
  line,
  summary,
  horizontal = false,
}: {
  rows: readonly BarRow[];
  seriesLabel: string;
  format: (value: number) => string;
  /** A reference across the bars: the cost of attendance over the net prices. */
  line?: { value: number; label: string };
  summary: string;
  /** Bars from the side, for many or long category names. */
  horizontal?: boolean;
}) {
  return (
    <ChartImage summary={summary}>
      <BarChart
        h={horizontal ? 40 + rows.length * 32 : 260}
        data={rows.map((row) => ({ label: row.label, value: row.value, highlight: row.highlight }))}
        dataKey="label"
        orientation={horizontal ? "vertical" : "horizontal"}
        valueFormatter={format}
        withTooltip={false}
        withBarValueLabel
        yAxisProps={horizontal ? { width: 150 } : { width: 80 }}
        getBarColor={(value) => (rows.find((row) => row.value === value)?.highlight ? "orange.6" : "blue.6")}
        referenceLines={
          line ? [{ [horizontal ? "x" : "y"]: line.value, label: line.label, color: "red.6" }] : undefined
        }
        series={[{ name: "value", color: "blue.6", label: seriesLabel }]}
      />
    </ChartImage>
  );
}
