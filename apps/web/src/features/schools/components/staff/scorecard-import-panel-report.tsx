import type { SchoolImport } from "@edu/shared/schools";
import { Alert, Progress, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { useStaffTranslation } from "./staff-texts";

/** The server keeps the first 100 skipped rows; the page shows no more than that either. */
const SKIPPED_ROWS_SHOWN = 100;

const COUNTS = ["inserted", "updated", "unchanged", "skipped"] as const;

/** Whole percent read, never 100 before the import is done (the last rows are still being written). */
export function percentRead(row: Pick<SchoolImport, "status" | "bytes_read" | "bytes_total">): number {
  if (row.status === "done") return 100;
  if (row.bytes_total <= 0) return 0;
  return Math.min(99, Math.floor((row.bytes_read * 100) / row.bytes_total));
}

function formatBytes(bytes: number, locale: string): string {
  const [unit, size] =
    bytes >= 1_000_000 ? (["megabyte", 1_000_000] as const) : (["kilobyte", 1_000] as const);
  return new Intl.NumberFormat(locale, { style: "unit", unit, maximumFractionDigits: 1 }).format(
    bytes / size,
  );
}

/**
 * While the file travels: a bar without a value (the browser's fetch reports no upload progress); the
 * import's own progress follows once the server has the whole file.
 */
export function ImportUploading({ fileName }: { fileName: string }) {
  const { t } = useStaffTranslation();
  return (
    <Stack gap={4}>
      <Progress.Root size="lg">
        <Progress.Section
          value={100}
          animated
          withAria={false}
          role="progressbar"
          aria-label={t("import.uploading")}
        />
      </Progress.Root>
      <Text size="sm">{t("import.uploadingText", { file: fileName })}</Text>
    </Stack>
  );
}

function SkippedRows({ row }: { row: SchoolImport }) {
  const { t } = useStaffTranslation();
  const shown = row.skipped_rows.slice(0, SKIPPED_ROWS_SHOWN);
  if (shown.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t("import.skippedTitle")}
      </Title>
      {row.skipped > shown.length && (
        <Text size="sm" c="gray.7">
          {t("import.skippedFirst", { shown: shown.length, total: row.skipped })}
        </Text>
      )}
      <Table.ScrollContainer minWidth={320}>
        <Table striped data-testid="import-skipped-rows">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("import.line")}</Table.Th>
              <Table.Th>{t("import.unitid")}</Table.Th>
              <Table.Th>{t("import.reason")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((skipped) => (
              <Table.Tr key={`${skipped.line}-${skipped.unitid}-${skipped.reason}`}>
                <Table.Td>{skipped.line}</Table.Td>
                <Table.Td>{skipped.unitid || "—"}</Table.Td>
                <Table.Td>{t(`import.reasons.${skipped.reason}`, { defaultValue: skipped.reason })}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

/** A Scorecard import as GET schools/imports/{id} answers it: how far it read, its counts, why rows were skipped. */
export function ScorecardImportReport({ row }: { row: SchoolImport }) {
  const { t, i18n } = useStaffTranslation();
  const percent = percentRead(row);
  const number = new Intl.NumberFormat(i18n.language);
  const names = { file: row.file_name, year: row.year };
  return (
    <Stack gap="sm" data-testid="import-report">
      {row.status === "running" && <Text size="sm">{t("import.running", names)}</Text>}
      {row.status === "done" && (
        <Alert color="teal" role="status">
          {t("import.done", names)}
        </Alert>
      )}
      {row.status === "failed" && (
        <Alert color="red" role="alert" title={t("import.failed", names)}>
          <Stack gap={4}>
            {row.error && <Text size="sm">{row.error}</Text>}
            <Text size="sm">{t("import.failedNote")}</Text>
          </Stack>
        </Alert>
      )}
      <Stack gap={4}>
        <Progress
          size="lg"
          value={percent}
          color={row.status === "failed" ? "red" : row.status === "done" ? "teal" : undefined}
          striped={row.status === "running"}
          animated={row.status === "running"}
          aria-label={t("import.reading")}
        />
        <Text size="sm" data-testid="import-percent">
          {t("import.progress", {
            percent,
            read: formatBytes(row.bytes_read, i18n.language),
            total: formatBytes(row.bytes_total, i18n.language),
          })}
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
        {COUNTS.map((count) => (
          <Stack key={count} gap={0} data-testid={`import-${count}`}>
            <Text size="xs" c="gray.7">
              {t(`import.counts.${count}`)}
            </Text>
            <Text fw={700}>{number.format(row[count])}</Text>
          </Stack>
        ))}
      </SimpleGrid>
      <SkippedRows row={row} />
    </Stack>
  );
}
