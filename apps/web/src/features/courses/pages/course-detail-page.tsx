import { Alert, Badge, Button, Container, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconPencil, IconPlus } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { AdminList } from "../../../components/data-list";
import { PageLoader } from "../../../components/page-loader";
import { PageTitle } from "../../../components/page-title";
import { useViewerRoles } from "../../auth";
import { courseQuery, sessionListQuery } from "../api/courses-api";
import { useSessionColumns } from "../components/sessions-table";

export const handle: RouteHandle = { i18n: ["courses", "data-list"] };

/** /courses/{id}/detail: the course; admin and staff also see its sessions and edit it. */
export default function CourseDetailPage() {
  const { t } = useTranslation("courses");
  const params = useParams();
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const viewer = useViewerRoles();
  const [page, setPage] = useState(1);
  const course = useQuery({ ...courseQuery(id), enabled: valid });
  const sessions = useQuery({
    ...sessionListQuery({ page, course_id: id }),
    enabled: valid && viewer.isStaff,
  });
  const sessionColumns = useSessionColumns();
  if (!valid) return <Navigate to="/404" replace />;
  const data = course.data;

  return (
    <Container size="lg" py="lg">
      <PageTitle
        title={data ? `${data.title} · ${t("courseDetail.metaTitle")}` : t("courseDetail.metaTitle")}
      />
      <Stack gap="md">
        {course.isPending && <PageLoader />}
        {course.isError && <Alert color="red">{course.error.message}</Alert>}
        {data && (
          <>
            <Group justify="space-between" align="flex-start">
              <Stack gap={4}>
                <Title order={1}>{data.title}</Title>
                <Group gap="xs">
                  <Badge variant="outline" color="blue" c="blue.9">
                    {t(`categories.${data.category}`)}
                  </Badge>
                  <Badge variant="outline" color="gray" c="gray.9">
                    {t(`seasons.${data.season}`)}
                  </Badge>
                  {viewer.isStaff && !data.is_visible && (
                    <Badge color="gray" variant="outline" c="gray.9">
                      {t("course.hidden")}
                    </Badge>
                  )}
                </Group>
              </Stack>
              {viewer.isStaff && (
                <Button
                  component={Link}
                  to={`/courses/${data.id}/edit`}
                  leftSection={<IconPencil size={16} />}
                >
                  {t("edit")}
                </Button>
              )}
            </Group>
            <Paper withBorder p="md">
              <Stack gap="xs">
                {data.price_text && <Text fw={600}>{data.price_text}</Text>}
                <Text style={{ whiteSpace: "pre-line" }}>
                  {data.description || t("courseDetail.noDescription")}
                </Text>
              </Stack>
            </Paper>
            {viewer.isStaff && (
              <Stack gap="sm">
                <Group justify="space-between">
                  <Title order={2} size="h3">
                    {t("courseDetail.sessions")}
                  </Title>
                  <Button
                    size="sm"
                    variant="light"
                    component={Link}
                    to="/course-sessions/create"
                    leftSection={<IconPlus size={16} />}
                  >
                    {t("sessions.create")}
                  </Button>
                </Group>
                <AdminList
                  query={sessions}
                  page={page}
                  onPage={setPage}
                  columns={sessionColumns}
                  rowKey={(session) => session.id}
                  label={t("courseDetail.sessions")}
                  testId="sessions-table"
                  empty={<Text>{t("sessions.empty")}</Text>}
                  minWidth={760}
                />
              </Stack>
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
