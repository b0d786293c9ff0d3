import { GREET_MEETING_DEFAULTS, type GreetMeeting, type PrivateLesson } from "@edu/shared/lessons";
import { Card, Group, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { displayName } from "../../../lib/person-name";
import { deleteGreetMeeting, updateGreetMeeting } from "../api/lessons-api";
import {
  type GreetMeetingFormValues,
  greetMeetingPayload,
  newGreetMeetingValues,
} from "../lib/private-lesson-form";
import { MeetingFields } from "./private-lesson-meeting-fields";
import { EditDeleteButtons, RowEditorActions } from "./row-edit-buttons";

function valuesFromMeeting(m: GreetMeeting): GreetMeetingFormValues {
  const local = m.started_at_local;
  return {
    ...newGreetMeetingValues(),
    is_decided: local !== null,
    date: local ? local.slice(0, 10) : newGreetMeetingValues().date,
    time: local ? local.slice(11, 16) : GREET_MEETING_DEFAULTS.time,
    timezone: m.timezone,
    is_same_address: m.is_same_address,
    address: m.is_same_address ? "" : m.address,
    duration_minutes: m.duration_minutes,
  };
}

/** One meet-and-greet; staff edit its time and place (PATCH) or delete it (two clicks). */
export function MeetingRow({
  meeting: m,
  lesson,
  isStaff,
  onChanged,
}: {
  meeting: GreetMeeting;
  lesson: PrivateLesson;
  isStaff: boolean;
  onChanged: () => Promise<unknown>;
}) {
  const { t } = useTranslation("lessons");
  const [editing, setEditing] = useState<GreetMeetingFormValues | null>(null);
  const save = useMutation({
    mutationFn: (values: GreetMeetingFormValues) => {
      const { session_class_id: _classId, ...body } = greetMeetingPayload(values, {
        class_id: lesson.class_id,
        teachers: m.teacher_user_ids.map((id) => ({ teacher_user_id: id })),
      });
      return updateGreetMeeting(m.id, body);
    },
    onSuccess: async () => {
      setEditing(null);
      notifications.show({ color: "teal", message: t("privateDetail.meetingSaved") });
      await onChanged();
    },
  });
  const when = m.started_at_local
    ? `${m.started_at_local.slice(0, 16)} (${m.timezone})`
    : t("privateDetail.undecided");
  return (
    <Card withBorder p="sm" data-testid="greet-meeting-row">
      <Group justify="space-between" align="flex-start" gap="xs">
        <Stack gap={0}>
          <Text fw={500}>
            {when}
            {` · ${t("privateDetail.minutes", { count: m.duration_minutes })}`}
          </Text>
          <Text size="sm" c="gray.7">
            {m.teachers.map((p) => displayName(p)).join(", ") || "—"} · {m.address || "—"}
            {m.mailed_at ? ` · ${t("privateDetail.mailedAt", { at: m.mailed_at.slice(0, 10) })}` : ""}
          </Text>
        </Stack>
        {isStaff && editing === null && (
          <Group gap="xs">
            <EditDeleteButtons
              editLabel={t("privateDetail.editMeetingOf", { when })}
              deleteLabel={t("privateDetail.deleteMeetingOf", { when })}
              confirmDeleteLabel={t("privateDetail.confirmDeleteMeetingOf", { when })}
              onEdit={() => setEditing(valuesFromMeeting(m))}
              deleteRow={() => deleteGreetMeeting(m.id)}
              deletedMessage={t("privateDetail.meetingDeleted")}
              onDeleted={onChanged}
            />
          </Group>
        )}
      </Group>
      {editing && (
        <Stack gap="xs" mt="sm">
          <MeetingFields values={editing} onChange={setEditing} />
          <RowEditorActions
            saveLabel={t("privateDetail.saveMeeting")}
            saving={save.isPending}
            error={save.error}
            onSave={() => save.mutate(editing)}
            onCancel={() => setEditing(null)}
          />
        </Stack>
      )}
    </Card>
  );
}
