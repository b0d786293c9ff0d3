import type { PracticeOut } from "@edu/shared/practices";
import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconCopy } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { copyPractice, practiceKeys, publishPractice } from "../api/practices-api";
import { practicePaths } from "../lib/paths";
import { ShareLinkField } from "./settings-parts";

/** The link an unlisted practice is opened with (whoever has it may take it). */
export function shareLinkOf(practice: PracticeOut): string | null {
  if (practice.share !== "unlisted" || !practice.link_token) return null;
  return `${window.location.origin}${practicePaths.start(practice.id)}?link=${practice.link_token}`;
}

/** Questions, publishing (students take the published questions), the unlisted link, copy, results. */
export function PracticeActions({ practice }: { practice: PracticeOut }) {
  const { t } = useTranslation("practices");
  const navigate = useNavigate();
  const client = useQueryClient();
  const publish = useMutation({
    mutationFn: () => publishPractice(practice.id),
    onSuccess: (answer) => client.setQueryData(practiceKeys.practice(practice.id), answer),
  });
  const copy = useMutation({
    mutationFn: () => copyPractice(practice.id),
    onSuccess: (answer) => {
      void client.invalidateQueries({ queryKey: practiceKeys.all });
      void navigate(practicePaths.edit(answer.data.id));
    },
  });
  const link = shareLinkOf(practice);
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t("edit.questions")}
        </Title>
        <Text size="sm">
          {practice.sections.length === 0
            ? t("edit.noSections")
            : practice.sections
                .map((section) =>
                  t("edit.sectionCount", { title: section.title, count: section.items.length }),
                )
                .join(" · ")}
        </Text>
        <Group gap="xs" wrap="wrap">
          <Button component={Link} to={practicePaths.addQuestions(practice.id)} variant="default">
            {practice.locked ? t("edit.viewQuestions") : t("edit.editQuestions")}
          </Button>
          {practice.question_count > 0 && (
            <Button
              onClick={() => publish.mutate()}
              loading={publish.isPending}
              variant={practice.form_id ? "default" : "filled"}
            >
              {practice.form_id ? t("edit.republish") : t("edit.publish")}
            </Button>
          )}
          <Button
            variant="default"
            leftSection={<IconCopy size={16} aria-hidden />}
            onClick={() => copy.mutate()}
            loading={copy.isPending}
          >
            {t("edit.copy")}
          </Button>
          <Button component={Link} to={practicePaths.results(practice.id)} variant="default">
            {t("list.results")}
          </Button>
        </Group>
        <Text size="sm" c="gray.7">
          {practice.form_id ? t("edit.published") : t("edit.notPublished")}
        </Text>
        {link && <ShareLinkField link={link} />}
      </Stack>
    </Paper>
  );
}
