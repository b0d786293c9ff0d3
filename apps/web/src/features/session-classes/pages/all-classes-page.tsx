import type { SessionClassStatus } from "@edu/shared";
import { Alert, Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { IconPlus } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { PageLoader } from "../../../components/page-loader";
import { useViewerRoles } from "../../auth";
import { allClassesQuery, classesKeys, deleteClass } from "../api/session-classes-api";
import { ClassFilters } from "../components/class-filters";
import { ClassesTable } from "../components/classes-table";
import { ListPagination } from "../components/list-pagination";

export const handle: RouteHandle = { i18n: ["session-classes"] };

/**
 * /session-classes/all (admin and staff): every class, optionally of one course session; admins delete
 * classes without students.
 */
export default function AllClassesPage() {
  const { t } = useTranslation("session-classes");
  const viewer = useViewerRoles();
  const [params] = useSearchParams();
  const sessionParam = Number(params.get("course_session_id"));
  const courseSessionId = Number.isInteger(sessionParam) && sessionParam > 0 ? sessionParam : undefined;
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<SessionClassStatus>("all");
  const [q, setQ] = useState("");
  const [debounced] = useDebouncedValue(q.trim(), 300);
  const list = useQuery({
    ...allClassesQuery({ page, status, q: debounced, course_session_id: courseSessionId }),
    enabled: viewer.isStaff,
  });
  const queryClient = useQueryClient();
  const [confirmId, setConfirmId] = useState<number | null>(null);
  const remove = useMutation({
    mutationFn: deleteClass,
    onSuccess: async () => {
      setConfirmId(null);
      notifications.show({ color: "teal", message: t("deleted") });
      await queryClient.invalidateQueries({ queryKey: classesKeys.all });
    },
    // 409 (students are placed in it): the API client shows the server's localized message.
    onError: () => setConfirmId(null),
  });
  if (!viewer.user) return <PageLoader />;

  return (
    <Container size="xl" py="lg">
      <title>{t("all.title")}</title>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1}>{t("all.title")}</Title>
          {viewer.isStaff && (
            <Button
              component={Link}
              to={
                courseSessionId
                  ? `/session-classes/create?course_session_id=${courseSessionId}`
                  : "/session-classes/create"
              }
              leftSection={<IconPlus size={16} />}
            >
              {t("create")}
            </Button>
          )}
        </Group>
        {!viewer.isStaff && <Alert color="yellow">{t("notAllowed")}</Alert>}
        {viewer.isStaff && (
          <>
            {courseSessionId && (
              <Group gap="xs">
                <Text>{t("all.ofSession", { id: courseSessionId })}</Text>
                <Button size="xs" variant="subtle" component={Link} to="/session-classes/all">
                  {t("all.clearSession")}
                </Button>
              </Group>
            )}
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
            {list.data && list.data.data.length === 0 && <Text>{t("all.empty")}</Text>}
            {list.data && list.data.data.length > 0 && (
              <ClassesTable
                classes={list.data.data}
                canEdit
                deletion={
                  viewer.isAdmin
                    ? {
                        confirmId,
                        pending: remove.isPending,
                        ask: setConfirmId,
                        confirm: (id) => remove.mutate(id),
                      }
                    : undefined
                }
              />
            )}
            {list.data && <ListPagination total={list.data.last_page} page={page} onChange={setPage} />}
          </>
        )}
      </Stack>
    </Container>
  );
}
