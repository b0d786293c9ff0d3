import type { SchoolCard } from "@edu/shared/schools";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { DataList, type DataListColumn } from "../../../components/data-list";
import { formatCount, formatPercent, formatRange, formatUsd } from "../lib/format-fact";
import { FigureText } from "./not-reported";
import { SchoolNameCell } from "./school-name";

const orNull = <T,>(value: T | null, format: (value: T) => string): string | null =>
  value === null ? null : format(value);

/** The results: a table on a desktop, cards on a phone (components/data-list), from one set of columns. */
export function SchoolResults({
  schools,
  loading,
  empty,
}: {
  schools: readonly SchoolCard[];
  loading: boolean;
  empty: ReactNode;
}) {
  const { t, i18n } = useTranslation("schools");
  const locale = i18n.language;
  const columns: DataListColumn<SchoolCard>[] = [
    {
      key: "name",
      header: t("columns.name"),
      primary: true,
      cell: (school) => <SchoolNameCell school={school} />,
    },
    {
      key: "location",
      header: t("columns.location"),
      cell: (school) => <FigureText text={[school.city, school.state].filter(Boolean).join(", ") || null} />,
    },
    {
      key: "control",
      header: t("columns.control"),
      cell: (school) => <FigureText text={school.control ? t(`control.${school.control}`) : null} />,
    },
    {
      key: "ranking",
      header: t("columns.ranking"),
      cell: (school) => <FigureText text={orNull(school.ranking_national, (rank) => `#${rank}`)} />,
    },
    {
      key: "admission",
      header: t("columns.admissionRate"),
      cell: (school) => (
        <FigureText text={orNull(school.admission_rate, (rate) => formatPercent(rate, locale))} />
      ),
    },
    {
      key: "sat",
      header: t("columns.sat"),
      cell: (school) => <FigureText text={formatRange(school.sat_25, school.sat_75)} />,
    },
    {
      key: "act",
      header: t("columns.act"),
      cell: (school) => <FigureText text={formatRange(school.act_25, school.act_75)} />,
    },
    {
      key: "cost",
      header: t("columns.cost"),
      cell: (school) => <FigureText text={orNull(school.cost_of_attendance, formatUsd)} />,
    },
    {
      key: "net",
      header: t("columns.netPrice"),
      cell: (school) => <FigureText text={orNull(school.net_price, formatUsd)} />,
    },
    {
      key: "size",
      header: t("columns.undergraduates"),
      cell: (school) => (
        <FigureText text={orNull(school.undergraduates, (count) => formatCount(count, locale))} />
      ),
    },
  ];
  return (
    <DataList
      items={schools}
      columns={columns}
      rowKey={(school) => school.id}
      label={t("search.results")}
      testId="school-results"
      loading={loading}
      empty={empty}
      minWidth={1100}
      tableProps={{ striped: true, highlightOnHover: true, verticalSpacing: "xs" }}
      rowProps={(school) => ({ "data-school": String(school.id) })}
    />
  );
}
