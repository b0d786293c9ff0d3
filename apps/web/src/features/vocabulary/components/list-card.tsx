import type { VocabCollect } from "@edu/shared/vocabulary";
import { Badge, Button, Group, Paper, Progress, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** One list as a card: title, owner, sharing, the reader's progress (words started, cards due) and its links. */
export function ListCard({
  list,
  wordsTo,
  memorizeTo,
  children,
}: {
  list: VocabCollect;
  wordsTo: string;
  memorizeTo: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation("vocabulary");
  const { learned, due } = list.my_progress;
  const share = list.word_count === 0 ? 0 : Math.round((learned / list.word_count) * 100);
  return (
    <Paper withBorder p="sm" component="li" style={{ listStyle: "none" }}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={2} size="h4" style={{ overflowWrap: "anywhere" }}>
            {list.title}
          </Title>
          <Badge variant="light" color={list.sharing === "private" ? "gray" : "blue"}>
            {t(`sharing.${list.sharing}`)}
          </Badge>
        </Group>
        {list.is_mine === 0 && (
          <Text size="sm" c="gray.7">
            {t("lists.by", { name: list.owner.name })}
          </Text>
        )}
        <Text size="sm">{t("lists.progress", { learned, count: list.word_count, due })}</Text>
        <Progress value={share} size="sm" aria-label={t("lists.progressLabel", { title: list.title })} />
        <Group gap="xs" wrap="wrap">
          <Button component={Link} to={memorizeTo} size="xs" disabled={list.word_count === 0}>
            {due > 0 ? t("lists.reviewDue", { due }) : t("lists.memorize")}
          </Button>
          <Button component={Link} to={wordsTo} size="xs" variant="default">
            {t("lists.words")}
          </Button>
          {children}
        </Group>
      </Stack>
    </Paper>
  );
}
