import { Alert, Anchor, Button, Group, List, Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageTitle } from "../../../components/page-title";
import { formatDateTime } from "../../../lib/format-date";
import { practicePaths } from "../lib/paths";

type Finished = { id: number; started_at: string; submitted_at: string | null };

/**
 * A practice's or a full practice's start page: what it is (`facts`), then start it, or — with an
 * unfinished attempt (`continueTo`) — continue it or start new (the old one stays), then the finished
 * attempts (`history`, each linked by `resultPath`).
 */
export function StartPanel({
  metaTitle,
  name,
  facts,
  ready,
  continueTo,
  onStart,
  starting,
  history,
  resultPath,
}: {
  metaTitle: string;
  name: string;
  facts: ReactNode;
  /** False until there is something to take ("no questions yet"). */
  ready: boolean;
  continueTo: string | null;
  onStart: () => void;
  starting: boolean;
  history: Finished[];
  resultPath: (attemptId: number) => string;
}) {
  const { t } = useTranslation("practices");
  return (
    <Stack gap="md">
      <PageTitle title={metaTitle} />
      <div>
        <Anchor component={Link} to={practicePaths.list} size="sm">
          {t("nav.back")}
        </Anchor>
        <Title order={1}>{name}</Title>
      </div>
      <Paper withBorder p="md">
        <Stack gap="xs">{facts}</Stack>
      </Paper>
      {!ready ? (
        <Alert color="yellow">{t("start.notPublished")}</Alert>
      ) : continueTo ? (
        <Paper withBorder p="md">
          <Stack gap="sm">
            <Text fw={500}>{t("start.unfinished")}</Text>
            <Group gap="xs" wrap="wrap">
              <Button component={Link} to={continueTo}>
                {t("start.continue")}
              </Button>
              <Button variant="default" onClick={onStart} loading={starting}>
                {t("start.new")}
              </Button>
            </Group>
            <Text size="sm" c="gray.7">
              {t("start.newKeepsOld")}
            </Text>
          </Stack>
        </Paper>
      ) : (
        <Button onClick={onStart} loading={starting} style={{ alignSelf: "flex-start" }}>
          {t("start.start")}
        </Button>
      )}
      {history.length > 0 && (
        <Paper withBorder p="md">
          <Title order={2} size="h4" mb="xs">
            {t("start.history")}
          </Title>
          <List size="sm">
            {history.map((attempt) => (
              <List.Item key={attempt.id}>
                <Anchor component={Link} to={resultPath(attempt.id)}>
                  {t("start.attemptOn", { date: formatDateTime(attempt.submitted_at ?? attempt.started_at) })}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </Paper>
      )}
    </Stack>
  );
}

/** The break between sections, said when there is one. */
export function BreakNote({ seconds }: { seconds: number }) {
  const { t } = useTranslation("practices");
  return seconds > 0 ? (
    <Text size="sm">{t("start.breakNote", { minutes: Math.round(seconds / 60) })}</Text>
  ) : null;
}
