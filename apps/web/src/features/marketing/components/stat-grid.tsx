import { Paper, SimpleGrid, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { FigureText } from "./figure-text";
import classes from "./marketing.module.css";

export type Stat = { key: string; value: ReactNode | undefined; label: ReactNode };

/** Figures from site content in fixed-height cards (skeletons until the content arrives). */
export function StatGrid({ stats }: { stats: Stat[] }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: stats.length > 3 ? 4 : 3 }} spacing="lg">
      {stats.map((stat) => (
        <Paper
          key={stat.key}
          withBorder
          radius="md"
          p="lg"
          className={classes.stat}
          data-testid={`stat-${stat.key}`}
        >
          <div className={classes.statValue}>
            <FigureText value={stat.value} width="4em" />
          </div>
          <Text size="sm" c="gray.7" mt={4}>
            {stat.label}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
