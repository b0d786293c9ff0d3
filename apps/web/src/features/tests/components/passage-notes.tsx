import { Button, Group, List, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { PassageMark } from "../lib/passage-marks";

/** The notes on a passage's highlights, in reading order; "Edit note" opens the highlight's note. */
export function PassageNotes({
  marks,
  onEdit,
}: {
  marks: readonly PassageMark[];
  onEdit: (id: string) => void;
}) {
  const { t } = useTranslation("tests");
  const noted = marks.filter((mark) => mark.note);
  return (
    <Stack gap={4}>
      <Title order={3} size="h6">
        {t("tools.notes")}
      </Title>
      {noted.length === 0 ? (
        <Text size="sm" c="gray.7">
          {t("tools.noNotes")}
        </Text>
      ) : (
        <List spacing="xs" listStyleType="none" aria-label={t("tools.notes")}>
          {noted.map((mark) => (
            <List.Item key={mark.id}>
              <Group gap="xs" wrap="nowrap" align="flex-start" justify="space-between">
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" lineClamp={1}>
                    <mark>{mark.text}</mark>
                  </Text>
                  <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                    {mark.note}
                  </Text>
                </div>
                <Button
                  variant="subtle"
                  size="compact-sm"
                  aria-label={`${t("tools.editNote")}: ${mark.text.slice(0, 40)}`}
                  onClick={() => onEdit(mark.id)}
                >
                  {t("tools.editNote")}
                </Button>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
