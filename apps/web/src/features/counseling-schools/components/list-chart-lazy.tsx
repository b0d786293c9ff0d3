import { Skeleton } from "@mantine/core";
import { type ComponentProps, lazy, Suspense } from "react";

/** React.lazy of the chart: recharts is fetched when the list draws it, never with other pages. */
const LazyListChart = lazy(() =>
  import("./charts/list-chart").then((module) => ({ default: module.ListChart })),
);

export function ListChart(props: ComponentProps<typeof LazyListChart>) {
  return (
    <Suspense fallback={<Skeleton h={220} radius="sm" aria-hidden="true" />}>
      <LazyListChart {...props} />
    </Suspense>
  );
}
