import type { AttemptResultAnswer } from "@edu/shared/test-engine";
import { Alert, Badge, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { responseText, solutionText } from "../lib/result-text";
import { MathText } from "./math-text";

type ResultViewProps = {
  result: AttemptResultAnswer;
  /** A section's title by key (the form's outline); the key where none is known. */
  sectionTitle: (key: string) => string;
};

const score = (value: number) => String(Math.round(value * 100) / 100);

/** Scores (scaled, composite, band), the breakdown by domain, and each item as the result returns it. */
export function ResultView({ result, sectionTitle }: ResultViewProps) {
  const { t } = useTranslation("tests");
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
              <Text size="sm">{t("result.composite", { key: composite.key })}</Text>
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
      {result.domains.length > 0 && (
        <section aria-labelledby="result-domains">
          <Title order={2} size="h3" id="result-domains" mb="sm">
            {t("result.domains")}
          </Title>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("result.domain")}</Table.Th>
                <Table.Th>{t("result.correct")}</Table.Th>
                <Table.Th>{t("result.points")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {result.domains.map((domain) => (
                <Table.Tr key={domain.key}>
                  <Table.Td>{domain.key}</Table.Td>
                  <Table.Td>
                    {t("result.correctOf", { correct: domain.correct, items: domain.items })}
                  </Table.Td>
                  <Table.Td>
                    {score(domain.earned)} / {score(domain.max)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </section>
      )}
      <section aria-labelledby="result-items">
        <Title order={2} size="h3" id="result-items" mb="sm">
          {t("result.items")}
        </Title>
        {result.answers_shown === 0 && <Text mb="sm">{t("result.answersHidden")}</Text>}
        <Stack gap="sm">
          {result.items.map((item, index) => (
            <ResultItem key={`${item.module}:${item.key}`} item={item} number={index + 1} />
          ))}
        </Stack>
      </section>
    </Stack>
  );
}

function ResultItem({ item, number }: { item: AttemptResultAnswer["items"][number]; number: number }) {
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
        <strong>{t("result.yourAnswer")}: </strong>
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
          <strong>{t("result.rightAnswer")}: </strong>
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
