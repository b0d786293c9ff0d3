import { Skeleton } from "@mantine/core";
import { type ComponentProps, lazy, Suspense } from "react";

/**
 * The charts, each a React.lazy of charts/school-charts.tsx: recharts is its own chunk, fetched when a school
 * page draws its first chart, never with the search page or the landing page (DESIGN §8).
 */
const loadCharts = () => import("./charts/school-charts");
const LazyRangeChart = lazy(() => loadCharts().then((module) => ({ default: module.RangeChart })));
const LazyShareChart = lazy(() => loadCharts().then((module) => ({ default: module.ShareChart })));
const LazyValueBarsChart = lazy(() => loadCharts().then((module) => ({ default: module.ValueBarsChart })));

const placeholder = (height: number) => <Skeleton h={height} radius="sm" aria-hidden="true" />;

export function RangeChart(props: ComponentProps<typeof LazyRangeChart>) {
  return (
    <Suspense fallback={placeholder(60 + props.rows.length * 44)}>
      <LazyRangeChart {...props} />
    </Suspense>
  );
}

export function ShareChart(props: ComponentProps<typeof LazyShareChart>) {
  return (
    <Suspense fallback={placeholder(160)}>
      <LazyShareChart {...props} />
    </Suspense>
  );
}

export function ValueBarsChart(props: ComponentProps<typeof LazyValueBarsChart>) {
  return (
    <Suspense fallback={placeholder(260)}>
      <LazyValueBarsChart {...props} />
    </Suspense>
  );
}
