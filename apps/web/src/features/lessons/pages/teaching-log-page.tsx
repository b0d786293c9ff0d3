import type { LessonLog } from "@edu/shared/lessons";
import { Anchor, Button, Container, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconPencil } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { DataList, type DataListColumn } from "../../../components/data-list";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { RichTextView } from "../../../components/rich-text-editor";
import { formatMoney } from "../../../lib/format-money";
import { displayName } from "../../../lib/person-name";
import { useViewerRoles } from "../../auth";
import { teachingLogQuery } from "../api/lessons-api";
import { AttendanceBadge } from "../components/attendance-badge";
import { Field, FieldGrid } from "../components/log-summary";
import { durationText, localStart } from "../lib/format";

export const handle: RouteHandle = { i18n: ["lessons", "data-list"] };

/**
 * /session-class/{courseId}/log/{teachingLogId} and /private/{privateType}/{courseId}/log/{teachingLogId}:
 * one lesson with every student's attendance; each student opens their log under the same prefix
 * (…/log/{lessonLogId}/student/{studentId}).
 */
export default function TeachingLogPage() {
  const { t } = useTranslation("lessons");
  const params = useParams();
  const privateType = params.privateType;
  const classId = Number(params.courseId);
  const id = Number(params.teachingLogId);
  const valid = Number.isInteger(id) && id > 0 && Number.isInteger(classId) && classId > 0;
  const viewer = useViewerRoles();
  const log = useQuery({ ...teachingLogQuery(id), enabled: valid && Boolean(viewer.user) });
  if (!valid) return <Navigate to="/404" replace />;
  if (log.isError) return <LoadErrorPage error={log.error} onRetry={() => log.refetch()} />;
  const data = log.data;
  const title = t("view.title");

  const columns: DataListColumn<LessonLog>[] = [
    {
      key: "student",
      header: t("fields.student"),
      primary: true,
      cell: (row) => (
        <Anchor
          component={Link}
          to={`${privateType ? `/private/${privateType}` : "/session-class"}/${classId}/log/${row.id}/student/${row.student_user_id}`}
          fw={600}
        >
          {displayName(row.student)}
        </Anchor>
      ),
    },
    {
      key: "attendance",
      header: t("fields.attendance"),
      cell: (row) => <AttendanceBadge status={row.attendance_status} />,
    },
    { key: "vocab", header: t("fields.vocabTest"), cell: (row) => (row.has_vocab_test ? t("yes") : t("no")) },
    ...(viewer.isStaff
      ? [
          {
            key: "fee",
            header: t("fields.fee"),
            cell: (row: LessonLog) =>
              row.fee === null ? "—" : formatMoney(row.fee, row.fee_currency ?? "TWD", { distinct: true }),
          },
        ]
      : []),
    { key: "comment", header: t("fields.comment"), cell: (row) => row.comment || "—" },
  ];

  return (
    <Container size="lg" py="lg" px={{ base: "xs", sm: "md" }}>
      <PageTitle title={title} />
      <Stack gap="md">
        <Anchor
          component={Link}
          to={
            privateType
              ? `/private/private-lessons/${classId}/detail`
              : `/session-classes/${classId}/lesson-logs`
          }
          size="sm"
        >
          {t(privateType ? "lessonForm.backToDetail" : "form.backToLogs")}
        </Anchor>
        {(log.isPending || !viewer.user) && <PageLoader />}
        {data && (
          <>
            <Group justify="space-between" align="flex-start">
              <Stack gap={2}>
                <Title order={1}>{title}</Title>
                <Text c="gray.7">{data.session_class.localized?.name ?? data.session_class.name}</Text>
              </Stack>
              <Button
                component={Link}
                to={
                  privateType
                    ? `/private/${privateType}/${data.class_id}/editLog/${data.id}`
                    : `/session-class/${data.class_id}/editLog/${data.id}`
                }
                leftSection={<IconPencil size={16} />}
              >
                {t("edit")}
              </Button>
            </Group>
            <Paper withBorder p="md" radius="md">
              <FieldGrid>
                <Field label={t("fields.lessonTime")}>
                  {localStart(data.started_at_local)}{" "}
                  <Text span size="sm" c="gray.7">
                    ({data.timezone})
                  </Text>
                </Field>
                <Field label={t("fields.duration")}>
                  {durationText(t, data.duration_hours, data.duration_minutes)}
                </Field>
                <Field label={t("fields.teacher")}>{displayName(data.teacher)}</Field>
                {data.salary !== null && (
                  <Field label={t("fields.salary")}>
                    {formatMoney(data.salary, data.salary_currency ?? "TWD", { distinct: true })}{" "}
                    {t("view.perHour")}
                  </Field>
                )}
              </FieldGrid>
            </Paper>
            <Title order={2} size="h3">
              {t("fields.students")}
            </Title>
            <DataList
              items={data.students}
              columns={columns}
              rowKey={(row) => row.id}
              label={t("fields.students")}
              testId="log-students"
              minWidth={560}
            />
            <Title order={2} size="h3">
              {t("fields.content")}
            </Title>
            {data.content ? <RichTextView html={data.content} /> : <Text c="gray.7">—</Text>}
            <Title order={2} size="h3">
              {t("fields.homework")}
            </Title>
            {data.homework ? <RichTextView html={data.homework} /> : <Text c="gray.7">—</Text>}
            {data.note && (
              <>
                <Title order={2} size="h3">
                  {t("fields.note")}
                </Title>
                <Text style={{ whiteSpace: "pre-wrap" }}>{data.note}</Text>
              </>
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
