import { Anchor, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useQueries, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageLoader } from "../../../components/page-loader";
import { displayName } from "../../../lib/person-name";
import { useViewerRoles } from "../../auth";
import { practiceQuery, practiceResultsQuery, practicesQuery } from "../api/practices-api";
import { isBuilder } from "../lib/builders";
import { practicePaths } from "../lib/paths";

/** How many of the reader's editable practices are read to find the class's (a teacher has a few dozen). */
const READS = 30;

/**
 * A class's practices tab: the practices its teachers shared with the class, who has taken each (their
 * submitted attempts) with a link to the results, and "new practice" for its teachers. The practice list
 * has no class filter, so the class's are found among the reader's editable practices by their "who can
 * use" list.
 */
export function ClassPractices({ classId }: { classId: number }) {
  const { t } = useTranslation("practices");
  const { user } = useViewerRoles();
  const list = useQuery(practicesQuery(1));
  const editable = (list.data?.data ?? []).filter((practice) => practice.can_edit === 1).slice(0, READS);
  const details = useQueries({ queries: editable.map((practice) => practiceQuery(practice.id)) });
  const ofClass = details.flatMap((detail) =>
    detail.data?.data.who_can_use?.class_ids.includes(classId) ? [detail.data.data] : [],
  );
  const results = useQueries({ queries: ofClass.map((practice) => practiceResultsQuery(practice.id, 1)) });
  if (list.isPending || details.some((detail) => detail.isPending)) return <PageLoader />;
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={2} size="h3">
          {t("class.title")}
        </Title>
        {isBuilder(user) && (
          <Button
            component={Link}
            to={practicePaths.list}
            variant="default"
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            {t("list.new")}
          </Button>
        )}
      </Group>
      {list.isError && <Text c="red.8">{list.error.message}</Text>}
      {ofClass.length === 0 && (
        <Text>
          {t("class.empty")}{" "}
          <Anchor component={Link} to={practicePaths.list}>
            {t("class.all")}
          </Anchor>
        </Text>
      )}
      {ofClass.map((practice, index) => {
        const taken = results[index]?.data?.data ?? [];
        const names = [...new Set(taken.map((row) => displayName(row)))];
        return (
          <Paper key={practice.id} withBorder p="md" component="article" aria-label={practice.name}>
            <Stack gap={4}>
              <Text fw={700}>{practice.name}</Text>
              <Text size="sm">
                {t("list.facts", {
                  count: practice.question_count,
                  minutes: practice.duration_minutes,
                  date: practice.due_date,
                })}
              </Text>
              <Text size="sm">
                {names.length > 0 ? t("class.takenBy", { names: names.join("、") }) : t("class.notTaken")}
              </Text>
              <Group gap="md">
                <Anchor component={Link} to={practicePaths.results(practice.id)} size="sm">
                  {t("class.results", { name: practice.name })}
                </Anchor>
                <Anchor component={Link} to={practicePaths.edit(practice.id)} size="sm">
                  {t("list.edit")}
                </Anchor>
              </Group>
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
