import { Anchor, Container, Paper, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { RichTextView } from "../../../components/rich-text-editor";
import { formatMoneyWithCode } from "../../../lib/format-money";
import { displayName } from "../../../lib/person-name";
import { useViewerRoles } from "../../auth";
import { lessonLogQuery } from "../api/lessons-api";
import { AttendanceBadge } from "../components/attendance-badge";
import { Field, FieldGrid } from "../components/log-summary";
import { durationText, localStart } from "../lib/format";

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
  const log = data?.teaching_log;
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
        {data && log && (
          <>
            <Paper withBorder p="md" radius="md">
              <FieldGrid>
                <Field label={t("fields.student")}>
                  <Text fw={600}>{displayName(data.student)}</Text>
                </Field>
                <Field label={t("fields.class")}>
                  {log.session_class.localized?.name ?? log.session_class.name}
                </Field>
                <Field label={t("fields.attendance")}>
                  <AttendanceBadge status={data.attendance_status} />
                </Field>
                <Field label={t("fields.lessonTime")}>
                  {localStart(log.started_at_local)}{" "}
                  <Text span size="sm" c="gray.7">
                    ({log.timezone})
                  </Text>
                </Field>
                <Field label={t("fields.duration")}>
                  {durationText(t, log.duration_hours, log.duration_minutes)}
                </Field>
                <Field label={t("fields.teacher")}>{displayName(log.teacher)}</Field>
                <Field label={t("fields.vocabTest")}>{data.has_vocab_test ? t("yes") : t("no")}</Field>
                {data.fee !== null && (
                  <Field label={t("fields.fee")}>
                    {formatMoneyWithCode(data.fee, data.fee_currency ?? "TWD")} {t("view.perHour")}
                  </Field>
                )}
              </FieldGrid>
            </Paper>
            {data.comment && (
              <Field label={t("fields.comment")}>
                <Text style={{ whiteSpace: "pre-wrap" }}>{data.comment}</Text>
              </Field>
            )}
            <Title order={2} size="h3">
              {t("fields.content")}
            </Title>
            {log.content ? <RichTextView html={log.content} /> : <Text c="gray.7">—</Text>}
            <Title order={2} size="h3">
              {t("fields.homework")}
            </Title>
            {log.homework ? <RichTextView html={log.homework} /> : <Text c="gray.7">—</Text>}
            {canOpenLesson && (
              <Anchor component={Link} to={`/session-class/${log.class_id}/log/${log.id}`}>
                {t("detail.openLesson")}
              </Anchor>
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
