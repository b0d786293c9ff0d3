import type { VocabWithCard } from "@edu/shared/vocabulary";
import { Badge, Group, Paper, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../../lib/format-date";
import { useLocale } from "../../../lib/use-locale";
import { glossFor } from "../lib/word-text";

/** Where the reader is with a word: not started, or the card's state and next due day. */
function CardState({ word }: { word: VocabWithCard }) {
  const { t } = useTranslation("vocabulary");
  if (!word.card)
    return (
      <Badge variant="outline" color="gray">
        {t("state.notStarted")}
      </Badge>
    );
  return (
    <Group gap={6} wrap="wrap">
      <Badge variant="light">{t(`state.${word.card.state}`)}</Badge>
      <Text span size="xs" c="gray.7">
        {t("state.due", { date: formatDate(word.card.due) })}
      </Text>
    </Group>
  );
}

/**
 * Words as a list of rows (one column on a phone): the word, part of speech, the gloss in the reader's
 * script or the definition, the reader's card, and `action` (add, remove, open) per row.
 */
export function WordRows({
  words,
  label,
  action,
}: {
  words: readonly VocabWithCard[];
  label: string;
  action?: (word: VocabWithCard) => ReactNode;
}) {
  const { t } = useTranslation("vocabulary");
  const locale = useLocale();
  return (
    <Stack component="ul" gap={6} p={0} m={0} aria-label={label}>
      {words.map((word) => (
        <Paper key={word.id} component="li" withBorder p="xs" style={{ listStyle: "none" }}>
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Stack gap={2} style={{ minWidth: 0, flex: "1 1 200px" }}>
              <Group gap={6} wrap="wrap">
                <Text fw={700} lang="en">
                  {word.word}
                </Text>
                <Text span size="xs" c="gray.7">
                  {t(`pos.${word.part_of_speech}`)}
                </Text>
              </Group>
              <Text size="sm" lineClamp={2} lang={glossFor(word, locale) ? undefined : "en"}>
                {glossFor(word, locale) ?? word.definition}
              </Text>
              <CardState word={word} />
            </Stack>
            {action && <Group gap="xs">{action(word)}</Group>}
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
