import { Alert, Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { DataList, ListPagination } from "../../../components/data-list";
import { PageLoader } from "../../../components/page-loader";
import { PageTitle } from "../../../components/page-title";
import { useViewerRoles } from "../../auth";
import { myClassesQuery } from "../api/session-classes-api";
import { useClassFilters } from "../components/class-filters";
import { useClassColumns } from "../components/classes-table";

export const handle: RouteHandle = { i18n: ["session-classes", "data-list"] };

/**
 * /my-classes and /session-classes: the classes a teacher or TA teaches, a student is placed in, or a
 * parent's children are placed in (the server decides by role).
 */
export default function MyClassesPage() {
  const { t } = useTranslation("session-classes");
  const { pathname } = useLocation();
  const viewer = useViewerRoles();
  const { page, setPage, filters: classFilters, element: classFiltersElement } = useClassFilters("current");
  const list = useQuery({ ...myClassesQuery({ page, ...classFilters }), enabled: Boolean(viewer.user) });
  const columns = useClassColumns({ canEdit: viewer.isStaff });
  if (!viewer.user) return <PageLoader />;
  const title = pathname.startsWith("/my-classes") ? t("mine.title") : t("mine.listTitle");
  const intro = viewer.isTeacher
    ? t("mine.teacherIntro")
    : viewer.isParent
      ? t("mine.parentIntro")
      : viewer.isStudent
        ? t("mine.studentIntro")
        : undefined;

  return (
    <Container size="xl" py="lg">
      <PageTitle title={title} />
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1}>{title}</Title>
          {viewer.isStaff && (
            <Group gap="xs">
              <Button variant="default" component={Link} to="/session-classes/all">
                {t("all.title")}
              </Button>
              <Button component={Link} to="/session-classes/create" leftSection={<IconPlus size={16} />}>
                {t("create")}
              </Button>
            </Group>
          )}
        </Group>
        {intro && <Text c="gray.7">{intro}</Text>}
        {classFiltersElement}
        {list.isError && <Alert color="red">{list.error.message}</Alert>}
        {!list.isError && (
          <DataList
            items={list.data?.data ?? []}
            loading={list.isPending}
            columns={columns}
            rowKey={(cls) => cls.id}
            label={title}
            testId="classes-table"
            empty={<Text>{t("mine.empty")}</Text>}
            minWidth={760}
          />
        )}
        {list.data && <ListPagination list={list.data} page={page} onChange={setPage} />}
      </Stack>
    </Container>
  );
}
