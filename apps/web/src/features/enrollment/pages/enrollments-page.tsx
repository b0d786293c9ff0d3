import { ENROLLMENT_STATUSES, type EnrolledSession, type EnrollmentStatus } from "@edu/shared";
import {
  Anchor,
  Badge,
  Box,
  Button,
  Checkbox,
  Container,
  Group,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { AdminList, type DataListColumn, useCardLayout } from "../../../components/data-list";
import { NoPermissionPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { useViewerRoles } from "../../auth";
import { adminKeys, batchSetStatus, enrollmentListQuery } from "../api/admin-api";
import { EnrollmentFilters } from "../components/enrollment-filters";
import { PaymentBadge, StatusWithFlags } from "../components/status-badges";
import { formatDate, studentName } from "../lib/format";
import { readListFilters, writeListFilters } from "../lib/list-filters";
import pageClasses from "./page.module.css";

export const handle: RouteHandle = { i18n: ["enrollment", "data-list"] };

/** /enrollment (admin, staff): every enrollment, unread first, 50 a page, with batch status changes. */
export default function EnrollmentsPage() {
  const { t, i18n } = useTranslation("enrollment");
  const viewer = useViewerRoles();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readListFilters(searchParams);
  const list = useQuery({ ...enrollmentListQuery(filters), enabled: viewer.isStaff });
  const cards = useCardLayout();
  const [selected, setSelected] = useState<number[]>([]);
  const [batchStatus, setBatchStatus] = useState<EnrollmentStatus | null>(null);
  const batch = useMutation({
    mutationFn: () => batchSetStatus(selected, batchStatus ?? "normal"),
    onSuccess: async (result) => {
      notifications.show({ color: "teal", message: t("list.batchDone", { count: result.updated }) });
      setSelected([]);
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });

  if (!viewer.isPending && !viewer.isStaff) {
    return <NoPermissionPage reason={t("staffOnly")} />;
  }

  const rows = list.data?.data ?? [];
  const pageIds = rows.map((row) => row.id);
  const allChecked = pageIds.length > 0 && pageIds.every((id) => selected.includes(id));
  const someChecked = pageIds.some((id) => selected.includes(id));
  const toggle = (id: number) =>
    setSelected((current) => (current.includes(id) ? current.filter((x) => x !== id) : [...current, id]));
  const selectPage = (
    <Checkbox
      // On cards the box stands in the toolbar with its words; in the table's header it has only its name.
      aria-label={cards ? undefined : t("list.selectPage")}
      label={cards ? t("list.selectPage") : undefined}
      checked={allChecked}
      indeterminate={someChecked && !allChecked}
      onChange={() =>
        setSelected((current) =>
          allChecked ? current.filter((id) => !pageIds.includes(id)) : [...new Set([...current, ...pageIds])],
        )
      }
    />
  );
  const columns: DataListColumn<EnrolledSession>[] = [
    {
      key: "select",
      header: "",
      th: <Table.Th w={40}>{selectPage}</Table.Th>,
      primary: true,
      cell: (row) => (
        <Checkbox
          aria-label={t("list.select", { name: studentName(row) })}
          checked={selected.includes(row.id)}
          onChange={() => toggle(row.id)}
        />
      ),
    },
    {
      key: "student",
      header: t("columns.student"),
      primary: true,
      cell: (row) => (
        <>
          <Group gap={6} wrap="nowrap">
            {!row.is_read && (
              <Badge size="xs" color="red" variant="filled">
                {t("list.unread")}
              </Badge>
            )}
            <Anchor component={Link} to={`/enrollment/${row.id}`} fw={row.is_read ? 400 : 700}>
              {studentName(row)}
            </Anchor>
          </Group>
          <Text size="xs" c="dimmed">
            {row.student_email}
          </Text>
        </>
      ),
      csv: studentName,
    },
    {
      key: "student_email",
      header: t("columns.studentEmail"),
      csvOnly: true,
      cell: (row) => row.student_email,
      csv: (row) => row.student_email,
    },
    {
      key: "contact",
      header: t("columns.contact"),
      cell: (row) => (
        <>
          <Text size="sm">{row.contact_name}</Text>
          <Text size="xs" c="dimmed">
            {row.contact_email}
          </Text>
        </>
      ),
      csv: (row) => row.contact_name,
    },
    {
      key: "contact_email",
      header: t("columns.contactEmail"),
      csvOnly: true,
      cell: (row) => row.contact_email,
      csv: (row) => row.contact_email,
    },
    {
      key: "class",
      header: t("columns.class"),
      cell: (row) => row.course_session_title ?? `#${row.course_session_id}`,
      csv: (row) => row.course_session_title ?? `#${row.course_session_id}`,
    },
    {
      key: "status",
      header: t("columns.status"),
      cell: (row) => <StatusWithFlags row={row} size="sm" />,
      csv: (row) => t(`statuses.${row.status}`),
    },
    {
      key: "payment",
      header: t("columns.payment"),
      cell: (row) => <PaymentBadge status={row.payment_status} />,
      csv: (row) => t(`payments.${row.payment_status}`),
    },
    {
      key: "created",
      header: t("columns.created"),
      cell: (row) => formatDate(row.created_at, i18n.language),
      csv: (row) => formatDate(row.created_at),
    },
  ];

  return (
    <Container className={pageClasses.page} size="xl" py="lg">
      <PageTitle title={t("list.metaTitle")} />
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1}>{t("list.title")}</Title>
          <Group gap="sm">
            {viewer.isAdmin && (
              <Button component={Link} to="/enrollment/order" variant="default">
                {t("order.link")}
              </Button>
            )}
            <Button component={Link} to="/quick_enroll" variant="light">
              {t("quick.title")}
            </Button>
          </Group>
        </Group>
        <AdminList
          query={list}
          page={filters.page}
          onPage={(page) => setSearchParams(writeListFilters({ ...filters, page }))}
          filters={
            <Box flex="1 1 100%">
              <EnrollmentFilters
                filters={filters}
                onChange={(next) => {
                  setSelected([]);
                  setSearchParams(writeListFilters(next));
                }}
              />
            </Box>
          }
          csv={{
            filename: "enrollments",
            fetchPage: (page) => queryClient.fetchQuery(enrollmentListQuery({ ...filters, page })),
          }}
          toolbar={
            <Group gap="sm" align="flex-end" data-testid="batch-bar">
              {cards && rows.length > 0 && selectPage}
              <Select
                label={t("list.batchStatus")}
                placeholder={t("list.chooseStatus")}
                data={ENROLLMENT_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) }))}
                value={batchStatus}
                onChange={(value) => setBatchStatus(value as EnrollmentStatus | null)}
                w={200}
              />
              <Button
                disabled={selected.length === 0 || !batchStatus}
                loading={batch.isPending}
                onClick={() => batch.mutate()}
              >
                {t("list.applyTo", { count: selected.length })}
              </Button>
            </Group>
          }
          total={(total, count) => t("list.total", { count, total })}
          columns={columns}
          rowKey={(row) => row.id}
          rowProps={(row) => ({
            className: row.is_read ? undefined : pageClasses.unread,
            "data-unread": row.is_read ? undefined : "true",
            "data-testid": `enrollment-row-${row.id}`,
          })}
          label={t("list.title")}
          testId="enrollments-table"
          empty={<Text>{t("list.empty")}</Text>}
          minWidth={960}
          tableProps={{ verticalSpacing: "xs", highlightOnHover: true }}
        />
      </Stack>
    </Container>
  );
}
