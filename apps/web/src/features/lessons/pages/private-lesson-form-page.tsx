import { Anchor, Container, Stack, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage, NoPermissionPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { useViewerRoles } from "../../auth";
import { customLessonQuery } from "../api/lessons-api";
import { PrivateLessonForm } from "../components/private-lesson-form";
import { lessonTypeOf, newLessonValues, valuesFromLesson } from "../lib/private-lesson-form";

export const handle: RouteHandle = { i18n: ["lessons", "rich-text-editor"] };

const positiveId = (value: string | undefined) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * /private/{privateType}/create and /private/{privateType}/{class_id}/edit: staff create or edit a
 * private ("private-lessons") or custom ("custom-lessons") lesson. The server refuses others (403).
 */
export default function PrivateLessonFormPage() {
  const { t } = useTranslation("lessons");
  const params = useParams();
  const viewer = useViewerRoles();
  const signedIn = Boolean(viewer.user);
  const privateType = params.privateType ?? "private-lessons";
  const classId = params.class_id === undefined ? undefined : positiveId(params.class_id);
  const editing = classId !== undefined;
  const lesson = useQuery({
    ...customLessonQuery(classId ?? 0),
    enabled: signedIn && editing && classId !== null && viewer.isStaff,
  });
  if (classId === null) return <Navigate to="/404" replace />;
  if (signedIn && !viewer.isStaff) return <NoPermissionPage reason={t("lessonForm.staffOnly")} />;
  if (lesson.isError) return <LoadErrorPage error={lesson.error} onRetry={() => lesson.refetch()} />;
  const title = editing ? t("lessonForm.editTitle") : t("lessonForm.createTitle");

  return (
    <Container size="md" py="lg" px={{ base: "xs", sm: "md" }}>
      <PageTitle title={title} />
      <Stack gap="md">
        <Anchor
          component={Link}
          to={editing ? `/private/private-lessons/${classId}/detail` : "/private/private-lessons"}
          size="sm"
        >
          {editing ? t("lessonForm.backToDetail") : t("lessonForm.backToList")}
        </Anchor>
        <Title order={1}>{title}</Title>
        {!signedIn || (editing && !lesson.data) ? (
          <PageLoader />
        ) : (
          <PrivateLessonForm
            key={editing ? `edit-${classId}` : `new-${privateType}`}
            classId={classId}
            initial={lesson.data ? valuesFromLesson(lesson.data) : newLessonValues(lessonTypeOf(privateType))}
          />
        )}
      </Stack>
    </Container>
  );
}
