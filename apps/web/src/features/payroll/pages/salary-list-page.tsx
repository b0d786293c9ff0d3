import type { TeacherUnpaid } from "@edu/shared/payroll";
import { Anchor, Button, Group, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { AdminList, type DataListColumn, useListControls } from "../../../components/data-list";
import { PageLoader } from "../../../components/page-loader";
import { NoPermissionPage } from "../../../components/page-state";
import { formatDate } from "../../../lib/format-date";
import { formatName } from "../../../lib/person-name";
import { useViewerRoles } from "../../auth";
import { ledgerQuery, teachersUnpaidQuery } from "../api/payroll-api";
import { BalanceCards } from "../components/balance-cards";
import { PayrollFrame } from "../components/payroll-list-page";
import { StatementsList } from "../components/statements-list";
import { canSeePayroll } from "../lib/format";

export const handle: RouteHandle = { i18n: ["payroll", "data-list"] };

/**
 * /salary: admins see the teachers with unpaid teaching (payroll/users/unpaid) and every statement,
 * unpaid or paid; a teacher sees their own statements and what they are owed ("My salary").
 */
export default function SalaryListPage() {
  const { t } = useTranslation("payroll");
  const viewer = useViewerRoles();
  if (!viewer.user) return <PageLoader />;
  if (!canSeePayroll(viewer)) return <NoPermissionPage reason={t("teachersOnly")} />;
  const title = viewer.isAdmin ? t("list.title") : t("list.myTitle");
  return (
    <PayrollFrame title={title} create={{ to: "/salary/create", label: t("list.create") }} gap="lg">
      {viewer.isAdmin ? (
        <TeachersUnpaid />
      ) : (
        <>
          <MyBalance teacherId={viewer.user.id} />
          <Group gap="md">
            <Anchor component={Link} to="/payment">
              {t("list.myPayments")}
            </Anchor>
            <Anchor component={Link} to="/monetaryStatement">
              {t("list.myMonetary")}
            </Anchor>
          </Group>
        </>
      )}
      <StatementsList isAdmin={viewer.isAdmin} />
    </PayrollFrame>
  );
}

function TeachersUnpaid() {
  const { t } = useTranslation("payroll");
  const controls = useListControls();
  const list = useQuery(teachersUnpaidQuery({ page: controls.page, keyword: controls.q }));
  const columns: DataListColumn<TeacherUnpaid>[] = [
    {
      key: "teacher",
      header: t("fields.teacher"),
      primary: true,
      cell: (row) => <Text fw={600}>{formatName(row) || row.user_name}</Text>,
      csv: (row) => formatName(row) || row.user_name,
    },
    {
      key: "logs",
      header: t("list.unpaidLogs"),
      cell: (row) => row.unpaid_logs,
      csv: (row) => row.unpaid_logs,
    },
    {
      key: "since",
      header: t("list.firstUnpaid"),
      cell: (row) => formatDate(row.first_unpaid_at),
      csv: (row) => formatDate(row.first_unpaid_at),
    },
    {
      key: "latestLesson",
      header: t("list.latestLesson"),
      cell: (row) => formatDate(row.latest_order),
      csv: (row) => formatDate(row.latest_order),
    },
    {
      key: "latestStatement",
      header: t("list.latestStatement"),
      cell: (row) =>
        row.latest_payroll ? (
          <Anchor component={Link} to={`/${row.user_id}/salary/${row.latest_payroll.id}`} size="sm">
            {row.latest_payroll.title}
          </Anchor>
        ) : (
          "—"
        ),
      csv: (row) => row.latest_payroll?.title ?? "",
    },
    {
      key: "actions",
      header: "",
      actions: true,
      cell: (row) => (
        <Button component={Link} to={`/salary/create/teacher/${row.user_id}`} size="xs" variant="light">
          {t("list.draft")}
        </Button>
      ),
    },
  ];
  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        {t("list.teachersUnpaid")}
      </Title>
      <AdminList
        query={list}
        {...controls.bind(t("list.searchTeacher"))}
        columns={columns}
        rowKey={(row) => row.user_id}
        label={t("list.teachersUnpaid")}
        testId="teachers-unpaid"
        empty={<Text c="gray.7">{t("list.noTeachersUnpaid")}</Text>}
        total
      />
    </Stack>
  );
}

/**
 * A teacher's earned, paid, awaiting confirmation and outstanding per currency: the ledger, and their sent
 * statements not yet confirmed as the rows below show them.
 */
function MyBalance({ teacherId }: { teacherId: number }) {
  const ledger = useQuery(ledgerQuery(teacherId));
  const balances = ledger.data?.balances ?? [];
  if (balances.length === 0) return null;
  return <BalanceCards balances={balances} testId="my-balance" />;
}
