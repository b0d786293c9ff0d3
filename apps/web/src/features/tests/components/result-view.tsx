import type { AttemptResultAnswer } from "@edu/shared/test-engine";
import { Alert, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import { useLocale } from "../../../lib/use-locale";
import { localized } from "../lib/localized";
import { passagesBefore } from "../lib/result-passages";
import { responseText, solutionText } from "../lib/result-text";
import { BreakdownTable } from "./breakdown-table";
import { MathText } from "./math-text";
import { ResultPassages } from "./result-passages";

type ResultViewProps = {
  result: AttemptResultAnswer;
  /** A section's title by key (the form's outline); the key where none is known. */
  sectionTitle: (key: string) => string;
  /** A module's title by key (the form's outline); empty where it has none. */
  moduleTitle: (key: string) => string;
  /** The attempt's form, for the audio its passages play (unknown while loading). */
  formId?: number;
};

type ResultItemData = AttemptResultAnswer["items"][number];

/**
 * The items by the module they were taken in, in the order taken (numbered within a module, as on screen);
 * a route takes each module once, so its key names the group.
 */
function byModule(items: readonly ResultItemData[]) {
  const groups: { module: string; section: string; items: ResultItemData[] }[] = [];
  for (const item of items) {
    const last = groups.at(-1);
    if (last?.module === item.module) last.items.push(item);
    else groups.push({ module: item.module, section: item.section, items: [item] });
  }
  return groups;
}

const score = (value: number) => String(Math.round(value * 100) / 100);

/**
 * Scores (scaled, composite, band), the breakdowns by domain and skill, and each item as the result returns
 * it, with the passages it refers to (collapsed) above the first question asking about them.
 */
export function ResultView({ result, sectionTitle, moduleTitle, formId }: ResultViewProps) {
  const { t } = useTranslation("tests");
  const locale = useLocale();
  // The form's title for a composite; without one, a single total needs no name and several their keys.
  const compositeLabel = (composite: AttemptResultAnswer["composites"][number]) =>
    localized(composite.title, locale) ??
    (result.composites.length === 1 ? t("result.total") : t("result.composite", { key: composite.key }));
  const groups = byModule(result.items);
  const passages = groups.map((group) => passagesBefore(group.items, result.stimuli));
  const pending = result.sections.reduce((sum, section) => sum + section.pending, 0);
  return (
    <Stack gap="lg">
      {result.self_graded === 1 && <Badge color="grape">{t("result.selfGraded")}</Badge>}
      {pending > 0 && <Alert color="yellow">{t("result.pending", { count: pending })}</Alert>}
      <section aria-labelledby="result-scores">
        <Title order={2} size="h3" id="result-scores" mb="sm">
          {t("result.scores")}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {result.composites.map((composite) => (
            <Paper key={composite.key} withBorder p="md">
              <Text size="sm">{compositeLabel(composite)}</Text>
              <Text fz={32} fw={700}>
                {composite.score === null ? t("result.notYet") : score(composite.score)}
              </Text>
              {composite.band !== null && <Text>{t("result.band", { band: composite.band })}</Text>}
            </Paper>
          ))}
          {result.sections
            .filter((section) => section.taken)
            .map((section) => (
              <Paper key={section.key} withBorder p="md">
                <Text size="sm">{sectionTitle(section.key)}</Text>
                <Text fz={28} fw={700}>
                  {section.scaled === null ? t("result.noScale") : score(section.scaled)}
                </Text>
                <Text size="sm">
                  {t("result.raw", { raw: score(section.raw), max: score(section.max_raw) })}
                </Text>
                {section.band !== null && <Text size="sm">{t("result.band", { band: section.band })}</Text>}
                {section.pending > 0 && (
                  <Text size="sm">{t("result.sectionPending", { count: section.pending })}</Text>
                )}
              </Paper>
            ))}
        </SimpleGrid>
      </section>
      <BreakdownTable
        id="result-domains"
        heading={t("result.domains")}
        column={t("result.domain")}
        rows={result.domains}
      />
      <BreakdownTable
        id="result-skills"
        heading={t("result.skills")}
        column={t("result.skill")}
        rows={result.skills}
      />
      <section aria-labelledby="result-items">
        <Title order={2} size="h3" id="result-items" mb="sm">
          {t("result.items")}
        </Title>
        {result.answers_shown === 0 && <Text mb="sm">{t("result.answersHidden")}</Text>}
        <Stack gap="lg">
          {groups.map((group, index) => {
            const headingId = `result-module-${group.module}`;
            const title = moduleTitle(group.module);
            return (
              <section key={group.module} aria-labelledby={headingId}>
                <Title order={3} size="h4" id={headingId} mb="xs">
                  {title ? `${sectionTitle(group.section)} · ${title}` : sectionTitle(group.section)}
                </Title>
                <Stack gap="sm">
                  {group.items.map((item, number) => (
                    <Fragment key={`${item.module}:${item.key}`}>
                      <ResultPassages
                        stimuli={passages[index]?.[number] ?? []}
                        formId={formId}
                        attemptId={result.attempt_id}
                      />
                      <ResultItem item={item} number={number + 1} />
                    </Fragment>
                  ))}
                </Stack>
              </section>
            );
          })}
        </Stack>
      </section>
    </Stack>
  );
}

function ResultItem({ item, number }: { item: ResultItemData; number: number }) {
  const { t } = useTranslation("tests");
  const given = responseText(item.content, item.response);
  const right = item.solution ? solutionText(item.content, item.solution) : null;
  return (
    <Paper withBorder p="sm" component="article" aria-label={t("take.questionNumber", { n: number })}>
      <Group justify="space-between" wrap="wrap" gap="xs" mb="xs">
        <Text fw={700}>{t("take.questionNumber", { n: number })}</Text>
        <Group gap="xs">
          {item.unscored && <Badge color="gray">{t("result.unscored")}</Badge>}
          <Badge
            color={item.state === "correct" ? "teal.8" : item.state === "pending" ? "yellow.8" : "gray.7"}
          >
            {t(`result.state.${item.state}`)}
          </Badge>
        </Group>
      </Group>
      <MathText text={item.content.stem} />
      <Text mt="xs" component="div">
        <strong>{t("result.labelled", { label: t("result.yourAnswer") })}</strong>
        {item.content.kind === "speaking" && item.response ? (
          t("result.recording")
        ) : given ? (
          <MathText component="span" text={given} />
        ) : (
          t("result.noAnswer")
        )}
      </Text>
      {right && (
        <Text component="div">
          <strong>{t("result.labelled", { label: t("result.rightAnswer") })}</strong>
          <MathText component="span" text={right} />
        </Text>
      )}
      {item.solution?.explanation && (
        <div>
          <Text fw={700} mt="xs">
            {t("result.explanation")}
          </Text>
          <MathText text={item.solution.explanation} />
        </div>
      )}
    </Paper>
  );
}
