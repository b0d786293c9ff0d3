import { Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import type { TFunction } from "i18next";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AdminList, type DataListColumn, type ListQueryState } from "../../../components/data-list";
import { PageTitle } from "../../../components/page-title";
import { displayName } from "../../../lib/person-name";
import { useViewerRoles } from "../../auth";

/** A payroll page: its title (heading and document title), admins' "create" button, and the content. */
export function PayrollFrame({
  title,
  create,
  gap = "md",
  children,
}: {
  title: string;
  /** Shown to admins only. */
  create: { to: string; label: string };
  gap?: "md" | "lg";
  children: ReactNode;
}) {
  const { isAdmin } = useViewerRoles();
  return (
    <Container size="xl" py="lg" px={{ base: "xs", sm: "md" }}>
      <PageTitle title={title} />
      <Stack gap={gap}>
        <Group justify="space-between" align="flex-end">
          <Title order={1}>{title}</Title>
          {isAdmin && (
            <Button component={Link} to={create.to}>
              {create.label}
            </Button>
          )}
        </Group>
        {children}
      </Stack>
    </Container>
  );
}

/** The paged lists of payments and of monetary statements: where "create" goes, the list's test id and width. */
const LISTS = {
  monetary: { create: "/monetaryStatement/create", testId: "monetary-statements", minWidth: 900 },
  payments: { create: "/payment/create", testId: "teacher-payments", minWidth: 820 },
} as const;

/** A paged payroll list (texts under `<kind>.`: title, create, empty), with its total. */
export function PayrollListPage<T extends { id: number }>({
  kind,
  paging,
  columns,
}: {
  kind: keyof typeof LISTS;
  paging: { query: ListQueryState<T>; page: number; onPage: (page: number) => void };
  columns: DataListColumn<T>[];
}) {
  const { t } = useTranslation("payroll");
  const list = LISTS[kind];
  const title = t(`${kind}.title`);
  return (
    <PayrollFrame title={title} create={{ to: list.create, label: t(`${kind}.create`) }}>
      <AdminList
        {...paging}
        columns={columns}
        rowKey={(row) => row.id}
        label={title}
        testId={list.testId}
        empty={<Text c="gray.7">{t(`${kind}.empty`)}</Text>}
        total
        minWidth={list.minWidth}
      />
    </PayrollFrame>
  );
}

/** The teacher a row is about (shown and exported by name). */
export function teacherColumn<T extends { teacher: Parameters<typeof displayName>[0] }>(
  t: TFunction,
): DataListColumn<T> {
  return {
    key: "teacher",
    header: t("fields.teacher"),
    cell: (row) => displayName(row.teacher),
    csv: (row) => displayName(row.teacher),
  };
}
