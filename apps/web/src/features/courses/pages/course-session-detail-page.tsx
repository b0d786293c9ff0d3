import {
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { IconPencil } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { useViewerRoles } from "../../auth";
import { sessionQuery } from "../api/courses-api";
import { FeeText } from "../components/money-text";

export const handle: RouteHandle = { i18n: ["courses"] };

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      <Text component="div">{children}</Text>
    </div>
  );
}

const list = (items: string[]) => (items.length ? items.join(", ") : "—");

/**
 * /course-sessions/{id}/detail: the session's fields. Admin and staff see every field and the edit and
 * classes actions; a teacher of one of its classes, and students and parents enrolled in it, read it
 * without them (the server refuses everyone else with 403, shown as a notice).
 */
export default function CourseSessionDetailPage() {
  const { t } = useTranslation("courses");
  const params = useParams();
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const viewer = useViewerRoles();
  const detail = useQuery({ ...sessionQuery(id), enabled: valid && Boolean(viewer.user) });
  if (!valid) return <Navigate to="/404" replace />;
  if (!viewer.user) return <PageLoader />;
  if (detail.isError) return <LoadErrorPage error={detail.error} onRetry={() => detail.refetch()} />;
  const session = detail.data;
  const yesNo = (value: boolean) => (value ? t("yes") : t("no"));

  return (
    <Container size="md" py="lg">
      <PageTitle
        title={
          session
            ? `${session.localized.title} · ${t("sessionDetail.metaTitle")}`
            : t("sessionDetail.metaTitle")
        }
      />
      <Stack gap="md">
        {detail.isPending && <PageLoader />}
        {session && (
          <>
            <Group justify="space-between" align="flex-start">
              <Stack gap={4}>
                <Title order={1}>{session.localized.title}</Title>
                <Group gap="xs">
                  <Badge variant="outline" color="blue" c="blue.9">
                    {t(`types.${session.type}`)}
                  </Badge>
                  <Badge
                    color={session.active ? "teal" : "gray"}
                    variant="outline"
                    c={`${session.active ? "teal" : "gray"}.9`}
                  >
                    {session.active ? t("session.activeYes") : t("session.activeNo")}
                  </Badge>
                  {session.is_private && (
                    <Badge color="grape" variant="outline" c="grape.9">
                      {t("session.private")}
                    </Badge>
                  )}
                </Group>
              </Stack>
              {viewer.isStaff ? (
                <Group gap="xs">
                  <Button
                    variant="default"
                    component={Link}
                    to={`/session-classes/all?course_session_id=${session.id}`}
                  >
                    {t("sessionDetail.classes", { count: session.class_count })}
                  </Button>
                  <Button
                    component={Link}
                    to={`/course-sessions/${session.id}/edit`}
                    leftSection={<IconPencil size={16} />}
                  >
                    {t("edit")}
                  </Button>
                </Group>
              ) : (
                <Button
                  variant="default"
                  component={Link}
                  to={viewer.isTeacher ? "/my-classes" : "/my-courses"}
                >
                  {viewer.isTeacher ? t("sessionDetail.myClasses") : t("sessionDetail.myCourses")}
                </Button>
              )}
            </Group>
            <Paper withBorder p="md">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <Field label={t("session.course")}>
                  {session.course ? (
                    <Anchor component={Link} to={`/courses/${session.course.id}/detail`}>
                      {session.course.title}
                    </Anchor>
                  ) : (
                    "—"
                  )}
                </Field>
                <Field label={t("session.shortName")}>{session.localized.short_name || "—"}</Field>
                <Field label={t("session.localized.city")}>{session.city || "—"}</Field>
                <Field label={t("session.fee")}>
                  <FeeText fee={session.fee} currency={session.currency} />
                </Field>
                <Field label={t("session.needPayFirst")}>{yesNo(session.need_pay_first)}</Field>
                <Field label={t("session.isOnline")}>{yesNo(session.is_online)}</Field>
                <Field label={t("session.startDate")}>{session.start_date ?? "—"}</Field>
                <Field label={t("session.endDate")}>{session.end_date ?? "—"}</Field>
                <Field label={t("session.localized.date")}>{session.date || "—"}</Field>
                <Field label={t("session.time")}>
                  {session.time_from || session.time_to
                    ? `${session.time_from ?? "…"} – ${session.time_to ?? "…"}`
                    : "—"}
                </Field>
                {viewer.isStaff && (
                  <>
                    <Field label={t("session.testTemplates")}>{list(session.test_templates)}</Field>
                    <Field label={t("session.sessionTemplates")}>{list(session.session_templates)}</Field>
                    <Field label={t("session.classTemplates")}>{list(session.class_templates)}</Field>
                    <Field label={t("session.tags")}>{list(session.tags)}</Field>
                    <Field label={t("session.ticketCount")}>{session.ticket_count}</Field>
                  </>
                )}
              </SimpleGrid>
            </Paper>
          </>
        )}
      </Stack>
    </Container>
  );
}
