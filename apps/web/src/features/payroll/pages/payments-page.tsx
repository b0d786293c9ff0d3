import type { TeacherPayment } from "@edu/shared/payroll";
import { Anchor, Button, Stack, Text } from "@mantine/core";
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
import { useViewerRoles } from "../../auth";
import { paymentsQuery } from "../api/payroll-api";
import { PayrollListPage, teacherColumn } from "../components/payroll-list-page";
import { canSeePayroll, methodLabel } from "../lib/format";

export const handle: RouteHandle = { i18n: ["payroll", "data-list"] };

/** /payment: teacher payments (admins: all; teachers: their own, the server narrows). */
export default function PaymentsPage() {
  const { t } = useTranslation("payroll");
  const viewer = useViewerRoles();
  const [page, setPage] = useState(1);
  const list = useQuery({ ...paymentsQuery({ page }), enabled: canSeePayroll(viewer) });
  if (!viewer.user) return <PageLoader />;
  if (!canSeePayroll(viewer)) return <NoPermissionPage reason={t("teachersOnly")} />;
  const showMoney = moneyAmong((list.data?.data ?? []).map((row) => row.currency));
  const columns: DataListColumn<TeacherPayment>[] = [
    {
      key: "date",
      header: t("fields.paidOn"),
      primary: true,
      cell: (row) => <Text fw={600}>{formatDate(row.paid_on)}</Text>,
      csv: (row) => row.paid_on,
    },
    teacherColumn(t),
    {
      key: "amount",
      header: t("fields.amount"),
      cell: (row) => showMoney(row.amount, row.currency),
      csv: (row) => showMoney(row.amount, row.currency),
    },
    {
      key: "method",
      header: t("fields.paymentMethod"),
      cell: (row) => methodLabel(t, row.method),
      csv: (row) => methodLabel(t, row.method),
    },
    {
      key: "reference",
      header: t("fields.reference"),
      cell: (row) => row.reference || "—",
      csv: (row) => row.reference,
    },
    {
      key: "statements",
      header: t("payments.statements"),
      cell: (row) =>
        row.allocations.length === 0 ? (
          "—"
        ) : (
          <Stack gap={0}>
            {row.allocations.map((a) => (
              <Anchor
                key={a.payroll_id}
                component={Link}
                to={`/${row.teacher.id}/salary/${a.payroll_id}`}
                size="sm"
              >
                {a.title} ({showMoney(a.amount, row.currency)})
              </Anchor>
            ))}
          </Stack>
        ),
    },
    ...(viewer.isAdmin
      ? [
          {
            key: "actions",
            header: "",
            actions: true,
            cell: (row: TeacherPayment) => (
              <Button component={Link} to={`/payment/edit/${row.id}`} size="xs" variant="light">
                {t("payments.edit")}
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <PayrollListPage kind="payments" paging={{ query: list, page, onPage: setPage }} columns={columns} />
  );
}
