import { Anchor, Container, Stack } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { useViewerRoles } from "../../auth";
import { customLessonQuery } from "../api/lessons-api";
import { LessonDetail } from "../components/private-lesson-detail";

export const handle: RouteHandle = { i18n: ["lessons"] };

/**
 * /private/private-lessons/{id}/detail: the lesson with its progress, students and teachers; staff
 * also see invitations (invite teachers, reply states, re-mail) and meet-and-greets (list, create
 * with the spec's default meeting time, mail the calendar invitation).
 */
export default function PrivateLessonDetailPage() {
  const { t } = useTranslation("lessons");
  const params = useParams();
  const classId = Number(params.id);
  const valid = Number.isInteger(classId) && classId > 0;
  const viewer = useViewerRoles();
  const signedIn = Boolean(viewer.user);
  const lesson = useQuery({ ...customLessonQuery(classId), enabled: valid && signedIn });
  if (!valid) return <Navigate to="/404" replace />;
  if (lesson.isError) return <LoadErrorPage error={lesson.error} onRetry={() => lesson.refetch()} />;
  const title = lesson.data?.localized.title ?? t("privateDetail.title");

  return (
    <Container size="md" py="lg" px={{ base: "xs", sm: "md" }}>
      <PageTitle title={title} />
      <Stack gap="md">
        <Anchor component={Link} to="/private/private-lessons" size="sm">
          {t("lessonForm.backToList")}
        </Anchor>
        {!lesson.data ? <PageLoader /> : <LessonDetail lesson={lesson.data} isStaff={viewer.isStaff} />}
      </Stack>
    </Container>
  );
}
