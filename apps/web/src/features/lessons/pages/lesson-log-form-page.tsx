import { Alert, Anchor, Container, Stack, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { useViewerRoles } from "../../auth";
import { lessonClassQuery, nextTeachingLogQuery, teachingLogQuery } from "../api/lessons-api";
import { LessonLogForm } from "../components/lesson-log-form";
import { valuesFromLog, valuesFromNext, withDefaultTeacher } from "../lib/lesson-log-form";

export const handle: RouteHandle = { i18n: ["lessons", "rich-text-editor"] };

const positiveId = (value: string | undefined) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * /session-class/{id}/createLog and /session-class/{id}/editLog/{lessonLogId}: write or edit a class's
 * lesson log (staff and the class's teachers; the server refuses others with 403).
 */
export default function LessonLogFormPage() {
  const { t } = useTranslation("lessons");
  const params = useParams();
  const classId = positiveId(params.id);
  const logId = params.lessonLogId === undefined ? undefined : positiveId(params.lessonLogId);
  const viewer = useViewerRoles();
  const signedIn = Boolean(viewer.user);
  const valid = classId !== null && logId !== null;
  const next = useQuery({ ...nextTeachingLogQuery(classId ?? 0), enabled: valid && signedIn });
  const log = useQuery({
    ...teachingLogQuery(logId ?? 0),
    enabled: valid && signedIn && logId !== undefined,
  });
  const cls = useQuery({ ...lessonClassQuery(classId ?? 0), enabled: valid && signedIn && viewer.isStaff });
  if (!valid || classId === null) return <Navigate to="/404" replace />;
  const editing = logId !== undefined;
  const title = editing ? t("form.editTitle") : t("form.createTitle");
  const error = next.error ?? log.error ?? cls.error;
  const loading =
    !signedIn || next.isPending || (editing && log.isPending) || (viewer.isStaff && cls.isPending);
  const wrongClass = editing && log.data && log.data.class_id !== classId;
  if (error) return <LoadErrorPage error={error} />;

  return (
    <Container size="md" py="lg" px={{ base: "xs", sm: "md" }}>
      <PageTitle title={title} />
      <Stack gap="md">
        <Anchor component={Link} to={`/session-classes/${classId}/lesson-logs`} size="sm">
          {t("form.backToLogs")}
        </Anchor>
        <Title order={1}>{title}</Title>
        {wrongClass ? (
          <Alert color="red">{t("form.wrongClass")}</Alert>
        ) : loading || !next.data ? (
          <PageLoader />
        ) : (
          <LessonLogForm
            key={editing ? `edit-${logId}` : `new-${classId}`}
            classId={classId}
            className={next.data.session_class.localized?.name ?? next.data.session_class.name}
            kind={log.data?.kind ?? next.data.kind}
            logId={logId}
            initial={
              log.data
                ? valuesFromLog(log.data)
                : withDefaultTeacher(valuesFromNext(next.data), cls.data?.session_class.teachers ?? [])
            }
            placed={next.data.students}
            teachers={cls.data?.session_class.teachers ?? (log.data ? [log.data.teacher] : [])}
            isStaff={viewer.isStaff}
          />
        )}
      </Stack>
    </Container>
  );
}
