import { Badge } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { DataListColumn } from "../../../components/data-list";
import { useLocale } from "../../../lib/use-locale";
import { localized } from "../../tests";
import { isWeak, percent } from "../lib/format";
import { TableSection } from "./table-section";

type AccuracyRow = {
  key: string;
  title: { en: string; "zh-CN"?: string; "zh-TW"?: string };
  correct: number;
  items: number;
  accuracy: number | null;
};

/**
 * Accuracy per domain or skill (a student's, or a class's on one form): the name with a weak mark below
 * 60%, the rate and "right / counted", as the server counted them; exportable like every analysis table.
 */
export function AccuracySection({
  title,
  nameHeader,
  rows,
  filename,
  empty,
  chart,
}: {
  title: string;
  nameHeader: string;
  rows: readonly AccuracyRow[];
  filename: string;
  empty: string;
  chart?: ReactNode;
}) {
  const { t } = useTranslation("analysis");
  const locale = useLocale();
  const columns: DataListColumn<AccuracyRow>[] = [
    {
      key: "name",
      header: nameHeader,
      primary: true,
      cell: (row) => (
        <>
          {localized(row.title, locale)}{" "}
          {isWeak(row.accuracy) && (
            <Badge color="red.8" size="sm">
              {t("weak")}
            </Badge>
          )}
        </>
      ),
      csv: (row) => localized(row.title, locale),
    },
    {
      key: "accuracy",
      header: t("accuracy"),
      cell: (row) => percent(row.accuracy),
      csv: (row) => row.accuracy,
    },
    {
      key: "count",
      header: t("student.correct"),
      cell: (row) => `${row.correct} / ${row.items}`,
      csv: (row) => `${row.correct}/${row.items}`,
    },
  ];
  return (
    <TableSection
      title={title}
      rows={rows}
      columns={columns}
      rowKey={(row) => row.key}
      filename={filename}
      empty={empty}
      chart={chart}
    />
  );
}
