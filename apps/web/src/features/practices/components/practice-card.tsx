import type { PracticeShare, practiceSummarySchema } from "@edu/shared/practices";
import { Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { z } from "zod";
import { practicePaths } from "../lib/paths";

export type PracticeSummary = z.output<typeof practiceSummarySchema>;

/**
 * A practice or a full practice in a list: its name, sharing and lock, its facts at a glance, open it
 * (`startTo`, when there is something to take), and for its editors edit and results.
 */
export function SummaryCard({
  name,
  headingOrder,
  share,
  locked,
  facts,
  startTo,
  editTo,
  resultsTo,
  canEdit,
}: {
  name: string;
  headingOrder: 2 | 3;
  share: PracticeShare;
  locked: boolean;
  facts: string;
  startTo: string | null;
  editTo: string;
  resultsTo: string;
  canEdit: boolean;
}) {
  const { t } = useTranslation("practices");
  return (
    <Paper withBorder p="md" component="article" aria-label={name}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={headingOrder} size="h4">
            {name}
          </Title>
          <Group gap="xs">
            <Badge variant="outline" color="dark">
              {t(`share.${share}`)}
            </Badge>
            {locked && (
              <Badge color="dark" leftSection={<IconLock size={12} aria-hidden />}>
                {t("list.locked")}
              </Badge>
            )}
          </Group>
        </Group>
        <Text size="sm">{facts}</Text>
        <Group gap="xs" wrap="wrap">
          {startTo !== null && (
            <Button component={Link} to={startTo} aria-label={`${t("list.open")}: ${name}`}>
              {t("list.open")}
            </Button>
          )}
          {canEdit && (
            <>
              <Button
                component={Link}
                variant="default"
                to={editTo}
                aria-label={`${t("list.edit")}: ${name}`}
              >
                {t("list.edit")}
              </Button>
              <Button
                component={Link}
                variant="default"
                to={resultsTo}
                aria-label={`${t("list.results")}: ${name}`}
              >
                {t("list.results")}
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

/** One practice in a list: its settings at a glance, take it, and for its editors edit and results. */
export function PracticeCard({ practice }: { practice: PracticeSummary }) {
  const { t } = useTranslation("practices");
  return (
    <SummaryCard
      name={practice.name}
      headingOrder={2}
      share={practice.share}
      locked={practice.locked === 1}
      facts={t("list.facts", {
        count: practice.question_count,
        minutes: practice.duration_minutes,
        date: practice.due_date,
      })}
      startTo={practice.form_id !== null ? practicePaths.start(practice.id) : null}
      editTo={practicePaths.edit(practice.id)}
      resultsTo={practicePaths.results(practice.id)}
      canEdit={practice.can_edit === 1}
    />
  );
}
