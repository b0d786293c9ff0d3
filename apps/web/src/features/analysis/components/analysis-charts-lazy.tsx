import { Skeleton } from "@mantine/core";
import { type ComponentProps, lazy, Suspense } from "react";

/** React.lazy of the charts: recharts is fetched when an analysis page draws one. */
const loadCharts = () => import("./charts/analysis-charts");
const LazyScore = lazy(() => loadCharts().then((module) => ({ default: module.ScoreChart })));
const LazyRates = lazy(() => loadCharts().then((module) => ({ default: module.RateBars })));

export function ScoreChart(props: ComponentProps<typeof LazyScore>) {
  return (
    <Suspense fallback={<Skeleton h={220} radius="sm" aria-hidden="true" />}>
      <LazyScore {...props} />
    </Suspense>
  );
}

export function RateBars(props: ComponentProps<typeof LazyRates>) {
  return (
    <Suspense fallback={<Skeleton h={160} radius="sm" aria-hidden="true" />}>
      <LazyRates {...props} />
    </Suspense>
  );
}
