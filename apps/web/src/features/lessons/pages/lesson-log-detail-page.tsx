import { Anchor, Container, Stack, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { useViewerRoles } from "../../auth";
import { lessonLogQuery } from "../api/lessons-api";
import { StudentLessonLog } from "../components/student-lesson-log";

export const handle: RouteHandle = { i18n: ["lessons"] };

/**
 * /lessonLogDetail/{lessonLogId}: one student's lesson (GET lesson-log/{id}): staff, the class's
 * teachers, the student and their parents. Fees show only when the server sends them.
 */
export default function LessonLogDetailPage() {
  const { t } = useTranslation("lessons");
  const params = useParams();
  const id = Number(params.lessonLogId);
  const valid = Number.isInteger(id) && id > 0;
  const viewer = useViewerRoles();
  const detail = useQuery({ ...lessonLogQuery(id), enabled: valid && Boolean(viewer.user) });
  if (!valid) return <Navigate to="/404" replace />;
  if (detail.isError) return <LoadErrorPage error={detail.error} onRetry={() => detail.refetch()} />;
  const data = detail.data;
  const title = t("detail.title");
  const canOpenLesson = viewer.isStaff || viewer.isTeacher;

  return (
    <Container size="md" py="lg" px={{ base: "xs", sm: "md" }}>
      <PageTitle title={title} />
      <Stack gap="md">
        <Anchor component={Link} to="/students/attendances" size="sm">
          {t("detail.backToAttendance")}
        </Anchor>
        <Title order={1}>{title}</Title>
        {(detail.isPending || !viewer.user) && <PageLoader />}
        {data && (
          <StudentLessonLog
            data={data}
            lessonHref={
              canOpenLesson
                ? `/session-class/${data.teaching_log.class_id}/log/${data.teaching_log.id}`
                : undefined
            }
          />
        )}
      </Stack>
    </Container>
  );
}
