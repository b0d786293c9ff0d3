import { Anchor, Container, Stack, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage, NotFoundPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { displayName } from "../../../lib/person-name";
import { useViewerRoles } from "../../auth";
import { lessonLogQuery } from "../api/lessons-api";
import { StudentLessonLog } from "../components/student-lesson-log";

export const handle: RouteHandle = { i18n: ["lessons"] };

const positive = (value: string | undefined) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/**
 * /private/{privateType}/{courseId}/log/{lessonLogId}/student/{studentId} (spec 02 §2) and
 * /session-class/{courseId}/log/{lessonLogId}/student/{studentId} (spec 01 §2, "log detail per lesson
 * log and student"): one student's lesson log — lesson log {lessonLogId}, which must be student
 * {studentId}'s in class {courseId} (else "not found"). Who may read it is GET lesson-log/{id}'s rule:
 * staff, the class's teachers, the student and their parents.
 */
export default function StudentLogPage() {
  const { t } = useTranslation("lessons");
  const params = useParams();
  const privateType = params.privateType;
  const classId = positive(params.courseId);
  const logId = positive(params.lessonLogId);
  const studentId = positive(params.studentId);
  const viewer = useViewerRoles();
  const detail = useQuery({
    ...lessonLogQuery(logId ?? 0),
    enabled: logId !== null && classId !== null && studentId !== null && Boolean(viewer.user),
  });
  if (logId === null || classId === null || studentId === null) return <NotFoundPage />;
  if (detail.isError) return <LoadErrorPage error={detail.error} onRetry={() => detail.refetch()} />;
  const data = detail.data;
  if (data && (data.student_user_id !== studentId || data.session_class_id !== classId))
    return <NotFoundPage />;
  const writes = viewer.isStaff || viewer.isTeacher;
  // Back to the lesson (private) or the class's logs (group); families to their lessons or attendance.
  const back = privateType
    ? writes
      ? { to: `/private/private-lessons/${classId}/detail`, label: t("lessonForm.backToDetail") }
      : { to: "/private/private-lessons", label: t("lessonForm.backToList") }
    : writes
      ? { to: `/session-classes/${classId}/lesson-logs`, label: t("form.backToLogs") }
      : { to: "/students/attendances", label: t("detail.backToAttendance") };
  const name = data ? displayName(data.student) : undefined;
  const when = data ? data.teaching_log.started_at_local.slice(0, 10) : undefined;
  const title = name ? t("studentLog.pageTitle", { name, date: when }) : t("studentLog.title");

  return (
    <Container size="md" py="lg" px={{ base: "xs", sm: "md" }}>
      <PageTitle title={title} />
      <Stack gap="md">
        <Anchor component={Link} to={back.to} size="sm">
          {back.label}
        </Anchor>
        <Title order={1}>{name ? t("studentLog.heading", { name }) : t("studentLog.title")}</Title>
        {(detail.isPending || !viewer.user) && <PageLoader />}
        {data && (
          <StudentLessonLog
            data={data}
            lessonHref={
              writes
                ? `${privateType ? `/private/${privateType}` : "/session-class"}/${classId}/log/${data.teaching_log_id}`
                : undefined
            }
          />
        )}
      </Stack>
    </Container>
  );
}
