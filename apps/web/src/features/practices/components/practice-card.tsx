import type { practiceSummarySchema } from "@edu/shared/practices";
import { Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { z } from "zod";
import { practicePaths } from "../lib/paths";

export type PracticeSummary = z.output<typeof practiceSummarySchema>;

/** One practice in a list: its settings at a glance, take it, and for its editors edit and results. */
export function PracticeCard({ practice }: { practice: PracticeSummary }) {
  const { t } = useTranslation("practices");
  return (
    <Paper withBorder p="md" component="article" aria-label={practice.name}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4">
            {practice.name}
          </Title>
          <Group gap="xs">
            <Badge variant="outline" color="dark">
              {t(`share.${practice.share}`)}
            </Badge>
            {practice.locked === 1 && (
              <Badge color="dark" leftSection={<IconLock size={12} aria-hidden />}>
                {t("list.locked")}
              </Badge>
            )}
          </Group>
        </Group>
        <Text size="sm">
          {t("list.facts", {
            count: practice.question_count,
            minutes: practice.duration_minutes,
            date: practice.due_date,
          })}
        </Text>
        <Group gap="xs" wrap="wrap">
          {practice.form_id !== null && (
            <Button
              component={Link}
              to={practicePaths.start(practice.id)}
              aria-label={`${t("list.open")}: ${practice.name}`}
            >
              {t("list.open")}
            </Button>
          )}
          {practice.can_edit === 1 && (
            <>
              <Button
                component={Link}
                variant="default"
                to={practicePaths.edit(practice.id)}
                aria-label={`${t("list.edit")}: ${practice.name}`}
              >
                {t("list.edit")}
              </Button>
              <Button
                component={Link}
                variant="default"
                to={practicePaths.results(practice.id)}
                aria-label={`${t("list.results")}: ${practice.name}`}
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
