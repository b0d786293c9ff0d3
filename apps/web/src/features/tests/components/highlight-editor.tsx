import { Button, Group, Stack, Text, Textarea } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { PassageMark } from "../lib/passage-marks";

type HighlightEditorProps = {
  mark: PassageMark;
  /** Whether the section offers notes (else a highlight can only be removed). */
  notes: boolean;
  onNote: (note: string) => void;
  onRemove: () => void;
};

/** What a tapped highlight offers: its note (written and saved here) and removing it. */
export function HighlightEditor({ mark, notes, onNote, onRemove }: HighlightEditorProps) {
  const { t } = useTranslation("tests");
  const [note, setNote] = useState(mark.note);
  return (
    <Stack gap="xs" w="min(300px, 85vw)">
      <Text size="sm" lineClamp={3}>
        <mark>{mark.text}</mark>
      </Text>
      {notes && (
        <Textarea
          label={t("tools.note")}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          autosize
          minRows={2}
          maxRows={6}
          maxLength={1000}
          data-autofocus
        />
      )}
      <Group gap="xs" justify="flex-end" wrap="wrap">
        <Button variant="default" color="red" onClick={onRemove}>
          {t("tools.removeHighlight")}
        </Button>
        {notes && <Button onClick={() => onNote(note.trim())}>{t("tools.saveNote")}</Button>}
      </Group>
    </Stack>
  );
}
