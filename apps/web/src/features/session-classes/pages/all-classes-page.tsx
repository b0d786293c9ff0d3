import { Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { AdminList, useRowDelete } from "../../../components/data-list";
import { PageLoader } from "../../../components/page-loader";
import { NoPermissionPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { useViewerRoles } from "../../auth";
import { allClassesQuery, classesKeys, deleteClass } from "../api/session-classes-api";
import { useClassFilters } from "../components/class-filters";
import { useClassColumns } from "../components/classes-table";

export const handle: RouteHandle = { i18n: ["session-classes", "data-list"] };

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
  const { page, setPage, filters: classFilters, element: classFiltersElement } = useClassFilters("all");
  const filters = { ...classFilters, course_session_id: courseSessionId };
  const list = useQuery({ ...allClassesQuery({ page, ...filters }), enabled: viewer.isStaff });
  const queryClient = useQueryClient();
  // 409 (students are placed in it): the API client shows the server's localized message.
  const remove = useRowDelete({
    mutationFn: deleteClass,
    invalidate: classesKeys.all,
    message: t("deleted"),
    labels: { delete: t("delete"), confirm: t("confirmDelete"), cancel: t("cancel") },
  });
  const columns = useClassColumns({
    canEdit: true,
    deleteButton: viewer.isAdmin
      ? (cls) => remove.buttons(cls.id, t("deleteNamed", { name: cls.name }))
      : undefined,
  });
  if (!viewer.user) return <PageLoader />;
  if (!viewer.isStaff) return <NoPermissionPage reason={t("notAllowed")} />;

  return (
    <Container size="xl" py="lg">
      <PageTitle title={t("all.title")} />
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
            <AdminList
              query={list}
              page={page}
              onPage={setPage}
              filters={classFiltersElement}
              csv={{
                filename: "classes",
                fetchPage: (n) => queryClient.fetchQuery(allClassesQuery({ page: n, ...filters })),
              }}
              columns={columns}
              rowKey={(cls) => cls.id}
              label={t("all.title")}
              testId="classes-table"
              empty={<Text>{t("all.empty")}</Text>}
              minWidth={760}
            />
          </>
        )}
      </Stack>
    </Container>
  );
}
