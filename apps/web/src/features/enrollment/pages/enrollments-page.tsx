import { ENROLLMENT_STATUSES, type EnrollmentStatus } from "@edu/shared";
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Container,
  Group,
  Pagination,
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
import { useViewerRoles } from "../../auth";
import { adminKeys, batchSetStatus, enrollmentListQuery } from "../api/admin-api";
import { EnrollmentFilters } from "../components/enrollment-filters";
import { PaymentBadge, StatusBadge } from "../components/status-badges";
import { formatDate, studentName } from "../lib/format";
import { readListFilters, writeListFilters } from "../lib/list-filters";
import pageClasses from "./page.module.css";

export const handle: RouteHandle = { i18n: ["enrollment"] };

/** /enrollment (admin, staff): every enrollment, unread first, 50 a page, with batch status changes. */
export default function EnrollmentsPage() {
  const { t, i18n } = useTranslation("enrollment");
  const viewer = useViewerRoles();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readListFilters(searchParams);
  const list = useQuery({ ...enrollmentListQuery(filters), enabled: viewer.isStaff });
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
    return (
      <Container className={pageClasses.page} size="sm" py="lg">
        <Alert color="yellow">{t("staffOnly")}</Alert>
      </Container>
    );
  }

  const rows = list.data?.data ?? [];
  const pageIds = rows.map((row) => row.id);
  const allChecked = pageIds.length > 0 && pageIds.every((id) => selected.includes(id));
  const someChecked = pageIds.some((id) => selected.includes(id));
  const toggle = (id: number) =>
    setSelected((current) => (current.includes(id) ? current.filter((x) => x !== id) : [...current, id]));

  return (
    <Container className={pageClasses.page} size="xl" py="lg">
      <title>{t("list.metaTitle")}</title>
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
        <EnrollmentFilters
          filters={filters}
          onChange={(next) => {
            setSelected([]);
            setSearchParams(writeListFilters(next));
          }}
        />
        <Group gap="sm" align="flex-end" data-testid="batch-bar">
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
        {list.isError && <Alert color="red">{list.error.message}</Alert>}
        {list.data && (
          <Text size="sm" c="dimmed" aria-live="polite">
            {t("list.total", { count: list.data.total })}
          </Text>
        )}
        {list.data && rows.length === 0 && <Text>{t("list.empty")}</Text>}
        {rows.length > 0 && (
          <Table.ScrollContainer minWidth={960}>
            <Table verticalSpacing="xs" highlightOnHover data-testid="enrollments-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={40}>
                    <Checkbox
                      aria-label={t("list.selectPage")}
                      checked={allChecked}
                      indeterminate={someChecked && !allChecked}
                      onChange={() =>
                        setSelected((current) =>
                          allChecked
                            ? current.filter((id) => !pageIds.includes(id))
                            : [...new Set([...current, ...pageIds])],
                        )
                      }
                    />
                  </Table.Th>
                  <Table.Th>{t("columns.student")}</Table.Th>
                  <Table.Th>{t("columns.contact")}</Table.Th>
                  <Table.Th>{t("columns.class")}</Table.Th>
                  <Table.Th>{t("columns.status")}</Table.Th>
                  <Table.Th>{t("columns.payment")}</Table.Th>
                  <Table.Th>{t("columns.created")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr
                    key={row.id}
                    className={row.is_read ? undefined : pageClasses.unread}
                    data-unread={row.is_read ? undefined : "true"}
                    data-testid={`enrollment-row-${row.id}`}
                  >
                    <Table.Td>
                      <Checkbox
                        aria-label={t("list.select", { name: studentName(row) })}
                        checked={selected.includes(row.id)}
                        onChange={() => toggle(row.id)}
                      />
                    </Table.Td>
                    <Table.Td>
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
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{row.contact_name}</Text>
                      <Text size="xs" c="dimmed">
                        {row.contact_email}
                      </Text>
                    </Table.Td>
                    <Table.Td>{row.course_session_title ?? `#${row.course_session_id}`}</Table.Td>
                    <Table.Td>
                      <Group gap={4}>
                        <StatusBadge status={row.status} />
                        {row.need_pay_first && (
                          <Badge size="sm" color="grape" variant="light" autoContrast>
                            {t("flags.needPayFirst")}
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <PaymentBadge status={row.payment_status} />
                    </Table.Td>
                    <Table.Td>{formatDate(row.created_at, i18n.language)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {list.data && list.data.last_page > 1 && (
          <Group justify="center">
            <Pagination
              total={list.data.last_page}
              value={filters.page}
              onChange={(page) => setSearchParams(writeListFilters({ ...filters, page }))}
              getControlProps={(control) => ({ "aria-label": t(`pagination.${control}`) })}
              getItemProps={(value) => ({ "aria-label": t("pagination.page", { page: value }) })}
            />
          </Group>
        )}
      </Stack>
    </Container>
  );
}
