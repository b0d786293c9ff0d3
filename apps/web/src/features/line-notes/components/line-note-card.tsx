import type { LineNote } from "@edu/shared";
import { Badge, Group, Paper, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../lib/format-date";

/** One LINE note: a message (its text, or what kind of media it was) or a follow/unfollow. */
export function LineNoteCard({ note }: { note: LineNote }) {
  const { t } = useTranslation("line-notes");
  const type = note.message_type ?? "";
  const known = ["text", "image", "video", "audio", "file", "sticker", "location"].includes(type);
  const label =
    note.kind === "message"
      ? known
        ? t(`types.${type}`)
        : t("types.other", { type })
      : t(`kinds.${note.kind}`);
  return (
    <Paper withBorder p="sm" radius="md" component="article" data-testid={`line-note-${note.id}`}>
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Badge color={note.kind === "unfollow" ? "red.8" : note.kind === "follow" ? "teal.9" : "blue.8"}>
            {label}
          </Badge>
          <Text size="sm" c="gray.7">
            {formatDateTime(note.occurred_at)}
          </Text>
        </Group>
        {note.text && (
          <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
            {note.text}
          </Text>
        )}
        {note.kind === "message" && !note.text && note.message_type === "text" && (
          <Text size="sm" c="gray.7">
            {t("notStored")}
          </Text>
        )}
        {note.content_status && (
          <Text size="sm" c="gray.7">
            {note.content_status === "fetched"
              ? t("content.fetched", {
                  type: note.content_type ?? "",
                  kb: Math.max(1, Math.ceil((note.content_bytes ?? 0) / 1024)),
                })
              : t(`content.${note.content_status}`)}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
