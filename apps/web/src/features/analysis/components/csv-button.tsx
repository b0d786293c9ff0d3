import { Button } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { type DataListColumn, downloadCsv, toCsv } from "../../../components/data-list";

/** Exports a table as shown (the server's numbers; the columns' `csv` values), with the BOM Excel needs. */
export function CsvButton<T>({
  rows,
  columns,
  filename,
  label,
}: {
  rows: readonly T[];
  columns: ReadonlyArray<DataListColumn<T>>;
  filename: string;
  /** What the table is, for the button's accessible name. */
  label: string;
}) {
  const { t } = useTranslation("analysis");
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconDownload size={16} />}
      onClick={() => downloadCsv(filename, toCsv(rows, columns))}
      disabled={rows.length === 0}
      aria-label={`${t("csv")}: ${label}`}
    >
      {t("csv")}
    </Button>
  );
}
