import type { SessionClassStatus } from "@edu/shared";
import { Alert, Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconPlus } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { PageLoader } from "../../../components/page-loader";
import { useViewerRoles } from "../../auth";
import { myClassesQuery } from "../api/session-classes-api";
import { ClassFilters } from "../components/class-filters";
import { ClassesTable } from "../components/classes-table";
import { ListPagination } from "../components/list-pagination";

export const handle: RouteHandle = { i18n: ["session-classes"] };

/**
 * /my-classes and /session-classes: the classes a teacher or TA teaches, a student is placed in, or a
 * parent's children are placed in (the server decides by role).
 */
export default function MyClassesPage() {
  const { t } = useTranslation("session-classes");
  const { pathname } = useLocation();
  const viewer = useViewerRoles();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<SessionClassStatus>("current");
  const [q, setQ] = useState("");
  const [debounced] = useDebouncedValue(q.trim(), 300);
  const list = useQuery({ ...myClassesQuery({ page, status, q: debounced }), enabled: Boolean(viewer.user) });
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
      <title>{title}</title>
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
        <ClassFilters
          status={status}
          onStatus={(next) => {
            setStatus(next);
            setPage(1);
          }}
          q={q}
          onQ={(next) => {
            setQ(next);
            setPage(1);
          }}
        />
        {list.isPending && <PageLoader />}
        {list.isError && <Alert color="red">{list.error.message}</Alert>}
        {list.data && list.data.data.length === 0 && <Text>{t("mine.empty")}</Text>}
        {list.data && list.data.data.length > 0 && (
          <ClassesTable classes={list.data.data} canEdit={viewer.isStaff} />
        )}
        {list.data && <ListPagination total={list.data.last_page} page={page} onChange={setPage} />}
      </Stack>
    </Container>
  );
}
