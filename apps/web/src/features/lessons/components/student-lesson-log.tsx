import type { LessonLogDetail } from "@edu/shared/lessons";
import { Anchor, Paper, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { RichTextView } from "../../../components/rich-text-editor";
import { formatMoney } from "../../../lib/format-money";
import { displayName } from "../../../lib/person-name";
import { durationText, localStart } from "../lib/format";
import { AttendanceBadge } from "./attendance-badge";
import { Field, FieldGrid } from "./log-summary";

/**
 * One student's lesson (GET lesson-log/{id}): who, the class, attendance, when, how long, the teacher,
 * the fee when the server sends it, the note on the student, what was covered and the homework.
 * `lessonHref`: where the whole lesson opens (staff and teachers), if anywhere.
 */
export function StudentLessonLog({ data, lessonHref }: { data: LessonLogDetail; lessonHref?: string }) {
  const { t } = useTranslation("lessons");
  const log = data.teaching_log;
  return (
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
              {formatMoney(data.fee, data.fee_currency ?? "TWD", { distinct: true })} {t("view.perHour")}
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
      {lessonHref && (
        <Anchor component={Link} to={lessonHref}>
          {t("detail.openLesson")}
        </Anchor>
      )}
    </>
  );
}
