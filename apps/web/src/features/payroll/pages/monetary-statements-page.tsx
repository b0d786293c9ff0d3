import { Anchor, Button, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import type { DataListColumn } from "../../../components/data-list";
import { PageLoader } from "../../../components/page-loader";
import { NoPermissionPage } from "../../../components/page-state";
import { formatDate } from "../../../lib/format-date";
import { moneyAmong } from "../../../lib/format-money";
import { useLocale } from "../../../lib/use-locale";
import { useViewerRoles } from "../../auth";
import { type MonetaryListItem, monetaryListQuery } from "../api/payroll-api";
import { PayrollListPage, teacherColumn } from "../components/payroll-list-page";
import { PeriodRange } from "../components/period-text";
import { canSeePayroll, documentUrl } from "../lib/format";

export const handle: RouteHandle = { i18n: ["payroll", "data-list"] };

type Figure = "earned" | "paid" | "outstanding" | "awaiting_confirmation";
/** A row's figures per currency; NT$ / US$ / ¥ when the page's rows hold more than one currency. */
const figures = (row: MonetaryListItem, key: Figure, showMoney: ReturnType<typeof moneyAmong>) =>
  row.lines.map((line) => showMoney(line[key], line.currency)).join(" · ") || "—";

/** /monetaryStatement: periodic statements per teacher (admins: all; teachers: their own). */
export default function MonetaryStatementsPage() {
  const { t } = useTranslation("payroll");
  const viewer = useViewerRoles();
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const list = useQuery({ ...monetaryListQuery({ page }), enabled: canSeePayroll(viewer) });
  if (!viewer.user) return <PageLoader />;
  if (!canSeePayroll(viewer)) return <NoPermissionPage reason={t("teachersOnly")} />;
  const showMoney = moneyAmong((list.data?.data ?? []).flatMap((row) => row.lines.map((l) => l.currency)));
  const columns: DataListColumn<MonetaryListItem>[] = [
    {
      key: "title",
      header: t("fields.title"),
      primary: true,
      cell: (row) =>
        viewer.isAdmin ? (
          <Anchor component={Link} to={`/monetaryStatement/edit/${row.id}`} fw={600}>
            {row.title}
          </Anchor>
        ) : (
          <Text fw={600}>{row.title}</Text>
        ),
      csv: (row) => row.title,
    },
    teacherColumn(t),
    {
      key: "period",
      header: t("fields.period"),
      cell: (row) => <PeriodRange start={row.period_start} end={row.period_end} />,
      csv: (row) => `${formatDate(row.period_start)} – ${formatDate(row.period_end)}`,
    },
    { key: "earned", header: t("fields.earned"), cell: (row) => figures(row, "earned", showMoney) },
    { key: "paid", header: t("fields.paid"), cell: (row) => figures(row, "paid", showMoney) },
    {
      key: "awaiting",
      header: t("fields.awaitingConfirmation"),
      cell: (row) => figures(row, "awaiting_confirmation", showMoney),
    },
    {
      key: "outstanding",
      header: t("fields.outstanding"),
      cell: (row) => figures(row, "outstanding", showMoney),
    },
    {
      key: "pdf",
      header: "",
      actions: true,
      cell: (row) => (
        <Button
          component="a"
          href={documentUrl(row.pdf_url, locale)}
          target="_blank"
          rel="noopener"
          size="xs"
          variant="light"
        >
          {t("monetary.pdf")}
        </Button>
      ),
    },
  ];
  return (
    <PayrollListPage kind="monetary" paging={{ query: list, page, onPage: setPage }} columns={columns} />
  );
}
