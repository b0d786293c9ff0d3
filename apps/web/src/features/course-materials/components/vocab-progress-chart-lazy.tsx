import { Skeleton } from "@mantine/core";
import { type ComponentProps, lazy, Suspense } from "react";

/** React.lazy of the chart: recharts is fetched when a teacher's materials tab draws it, never for students. */
const LazyChart = lazy(() =>
  import("./charts/vocab-progress-chart").then((module) => ({ default: module.VocabProgressChart })),
);

export function VocabProgressChart(props: ComponentProps<typeof LazyChart>) {
  return (
    <Suspense fallback={<Skeleton h={200} radius="sm" aria-hidden="true" />}>
      <LazyChart {...props} />
    </Suspense>
  );
}
