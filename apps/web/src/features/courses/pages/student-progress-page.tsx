import type { ProgressTicket } from "@edu/shared";
import { Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { formatName } from "../../../lib/person-name";
import { useViewerRoles } from "../../auth";
import { studentProgressQuery } from "../api/courses-api";
import { CourseProgressCard } from "../components/course-progress-card";

export const handle: RouteHandle = { i18n: ["courses"] };

const nameOf = (p: { first_name: string; last_name: string; username: string }) =>
  formatName(p) || p.username;

/**
 * /courses/studentprogress/{studentId}: the student's path through courses. Readable by admin and staff,
 * the student, their parents and the teachers of their classes (the server decides; 403 shows a notice).
 */
export default function StudentProgressPage() {
  const { t } = useTranslation("courses");
  const params = useParams();
  const studentId = Number(params.studentId);
  const valid = Number.isInteger(studentId) && studentId > 0;
  const viewer = useViewerRoles();
  const progress = useQuery({ ...studentProgressQuery(studentId), enabled: valid && Boolean(viewer.user) });
  if (!valid) return <Navigate to="/404" replace />;
  if (!viewer.user) return <PageLoader />;
  const me = viewer.user.id;
  const data = progress.data;
  const isSelf = me === studentId;
  // Only a student (no role that picks students) has no picker to go back to.
  const hasPicker = viewer.isStaff || viewer.isTeacher || viewer.isParent;
  const teaches = (ticket: ProgressTicket) =>
    Boolean(ticket.session_class?.teachers.some((teacher) => teacher.id === me));
  // Family (the student, a parent who reached this page without teaching them) may open every session
  // and class here; a teacher those they teach.
  const family = isSelf || (viewer.isParent && !viewer.isTeacher);
  const error = progress.error;
  if (error) return <LoadErrorPage error={error} onRetry={() => progress.refetch()} />;

  return (
    <Container size="lg" py="lg">
      <PageTitle
        title={data ? `${nameOf(data.student)} · ${t("progress.metaTitle")}` : t("progress.metaTitle")}
      />
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Title order={1}>
            {data ? t("progress.title", { name: nameOf(data.student) }) : t("progress.metaTitle")}
          </Title>
          {hasPicker && (
            <Button
              variant="default"
              component={Link}
              to="/courses/studentprogress"
              leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
            >
              {t("progress.backToPicker")}
            </Button>
          )}
        </Group>
        {progress.isPending && <PageLoader />}
        {data && (
          <>
            <Text c="gray.7">{t("progress.intro")}</Text>
            {data.course_sessions.length === 0 && <Text>{t("progress.none")}</Text>}
            {data.course_sessions.map((entry) => (
              <CourseProgressCard
                key={entry.course_session.id}
                entry={entry}
                canOpenSession={viewer.isStaff || family || entry.tickets.some(teaches)}
                canOpenClass={(ticket) => viewer.isStaff || family || teaches(ticket)}
              />
            ))}
          </>
        )}
      </Stack>
    </Container>
  );
}
