import type { MeetingLog } from "@edu/shared/counseling-tasks";
import { Button, Group, List, Paper, Stack, Text, Title } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { RichTextView } from "../../../components/rich-text-editor";
import { formatDate } from "../../../lib/format-date";
import { deleteMeetingLog, taskKeys } from "../api/counseling-tasks-api";
import { ConfirmDelete } from "./confirm-delete";
import { MeetingLogForm } from "./meeting-log-form";

/** One meeting: date, who attended, notes, next steps; its counselors edit or delete it. */
export function MeetingLogCard({ log }: { log: MeetingLog }) {
  const { t, i18n } = useTranslation("counseling-tasks");
  const client = useQueryClient();
  const [editing, setEditing] = useState(false);
  const remove = useMutation({
    mutationFn: () => deleteMeetingLog(log.id),
    onSuccess: () => client.invalidateQueries({ queryKey: taskKeys.all }),
  });
  const date = formatDate(log.meeting_date);
  const heading = t("log.heading", { date });
  return (
    <Paper withBorder p={{ base: "sm", sm: "md" }} component="article" data-testid={`log-${log.id}`}>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {editing ? t("log.editTitle", { date }) : heading}
        </Title>
        {editing ? (
          <MeetingLogForm classId={log.session_class_id} log={log} onDone={() => setEditing(false)} />
        ) : (
          <>
            <Text size="sm">
              {t("log.attendeesList", {
                names: log.attendees.length
                  ? new Intl.ListFormat(i18n.language).format(log.attendees.map((person) => person.name))
                  : t("log.nobody"),
              })}
            </Text>
            {log.notes ? <RichTextView html={log.notes} /> : <Text size="sm">{t("log.noNotes")}</Text>}
            {log.next_steps.length > 0 && (
              <div>
                <Title order={3} size="h5">
                  {t("log.nextSteps")}
                </Title>
                <List size="sm">
                  {log.next_steps.map((step, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: steps may repeat; their order is their identity
                    <List.Item key={index}>{step}</List.Item>
                  ))}
                </List>
              </div>
            )}
            {log.written_by && (
              <Text size="xs" c="gray.7">
                {t("log.writtenBy", { name: log.written_by.name })}
              </Text>
            )}
            {log.can_edit === 1 && (
              <Group gap="xs" wrap="wrap">
                <Button
                  size="compact-sm"
                  variant="subtle"
                  onClick={() => setEditing(true)}
                  aria-label={t("log.editOf", { date })}
                >
                  {t("task.edit")}
                </Button>
                <ConfirmDelete what={heading} loading={remove.isPending} onConfirm={() => remove.mutate()} />
              </Group>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
