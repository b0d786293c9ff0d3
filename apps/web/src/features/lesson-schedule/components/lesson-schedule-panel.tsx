import type { PlannedLesson } from "@edu/shared/lesson-schedule";
import { Alert, Badge, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDeleteButtons } from "../../../components/confirm-delete-buttons";
import { PageLoader } from "../../../components/page-loader";
import { plannedLessonsQuery, useDeletePlannedLesson } from "../api/lesson-schedule-api";
import { CalendarSubscription } from "./calendar-subscription";
import { PlannedLessonForm } from "./planned-lesson-form";

const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/**
 * A class's schedule tab: its planned lessons from yesterday on, in the class's wall clock. The class's
 * teachers and staff add one lesson or a weekly series, edit and delete; students and parents read. Below,
 * everyone may subscribe to their own calendar.
 */
export function LessonSchedulePanel({ classId }: { classId: number }) {
  const { t } = useTranslation("lesson-schedule");
  const list = useQuery(plannedLessonsQuery(classId));
  const remove = useDeletePlannedLesson(classId);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [skipped, setSkipped] = useState(0);

  if (list.isPending) return <PageLoader />;
  if (list.isError) return <Alert color="red">{list.error.message}</Alert>;
  const { data: lessons, can_edit: canEdit } = list.data;
  const timezone = lessons[0]?.timezone;

  const row = (lesson: PlannedLesson) =>
    editing === lesson.id ? (
      <Paper key={lesson.id} withBorder p="sm">
        <PlannedLessonForm
          classId={classId}
          lesson={lesson}
          timezone={lesson.timezone}
          onDone={() => setEditing(null)}
        />
      </Paper>
    ) : (
      <Paper key={lesson.id} withBorder p="sm" data-testid="planned-lesson">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Stack gap={2}>
            <Text fw={600}>
              {lesson.date} ({t(`weekday.${weekdayOf(lesson.date)}`)}) {lesson.time}
            </Text>
            <Text size="sm" c="gray.7">
              {t("minutes", { count: lesson.duration_minutes })} · {lesson.timezone}
            </Text>
            {lesson.note && <Text size="sm">{lesson.note}</Text>}
          </Stack>
          <Group gap="xs" wrap="wrap">
            {lesson.logged && <Badge color="green">{t("logged")}</Badge>}
            {canEdit && (
              <>
                <Button size="xs" variant="light" onClick={() => setEditing(lesson.id)}>
                  {t("edit")}
                </Button>
                <ConfirmDeleteButtons
                  confirming={confirming === lesson.id}
                  pending={remove.isPending}
                  onAsk={() => setConfirming(lesson.id)}
                  onCancel={() => setConfirming(null)}
                  onConfirm={() => remove.mutate(lesson.id, { onSettled: () => setConfirming(null) })}
                  labels={{ delete: t("delete"), confirm: t("confirmDelete"), cancel: t("form.cancel") }}
                  deleteAriaLabel={t("deleteLesson", { date: lesson.date, time: lesson.time })}
                />
              </>
            )}
          </Group>
        </Group>
      </Paper>
    );

  return (
    <Stack gap="sm" data-testid="lesson-schedule">
      <Text c="gray.7" size="sm">
        {canEdit ? t("introEdit") : t("introRead")}
      </Text>
      {canEdit &&
        (adding ? (
          <Paper withBorder p="sm">
            <PlannedLessonForm
              classId={classId}
              timezone={timezone}
              onDone={(count) => {
                setAdding(false);
                setSkipped(count ?? 0);
              }}
            />
          </Paper>
        ) : (
          <Group>
            <Button onClick={() => setAdding(true)}>{t("add")}</Button>
          </Group>
        ))}
      {skipped > 0 && (
        <Alert color="yellow" withCloseButton onClose={() => setSkipped(0)}>
          {t("form.skipped", { count: skipped })}
        </Alert>
      )}
      {lessons.length === 0 ? <Text>{t("empty")}</Text> : lessons.map(row)}
      {/* These lessons and the rest of the reader's, in their own calendar app. */}
      <CalendarSubscription />
    </Stack>
  );
}
