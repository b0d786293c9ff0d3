import { Group, Paper, Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { DataList, type DataListColumn } from "../../../components/data-list";
import { CsvButton } from "./csv-button";

/** A titled table with its CSV export: every table of the analysis pages is one of these. */
export function TableSection<T>({
  title,
  rows,
  columns,
  rowKey,
  filename,
  empty,
  chart,
  testId,
}: {
  title: string;
  rows: readonly T[];
  columns: ReadonlyArray<DataListColumn<T>>;
  rowKey: (row: T) => string | number;
  filename: string;
  empty: string;
  chart?: ReactNode;
  testId?: string;
}) {
  return (
    <Paper withBorder p={{ base: "xs", sm: "md" }} radius="md" data-testid={testId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4">
            {title}
          </Title>
          <CsvButton rows={rows} columns={columns} filename={filename} label={title} />
        </Group>
        {rows.length > 0 && chart}
        <DataList items={rows} columns={columns} rowKey={rowKey} label={title} empty={empty} minWidth={560} />
      </Stack>
    </Paper>
  );
}
