import type { PracticeResultOut } from "@edu/shared/practices";
import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { MathText, responseText, solutionText } from "../lib/test-parts";
import { useScoreText } from "./score-line";

const STATE_COLOR: Record<string, string> = { correct: "teal.9", partial: "orange.9", incorrect: "red.8" };

/**
 * A practice attempt's result: the score by the practice's scoring, each section, and the questions with
 * whatever the server returned (none for "score only", keys for "answers", explanations too).
 */
export function PracticeResultView({ result }: { result: PracticeResultOut }) {
  const { t } = useTranslation("practices");
  const scoreText = useScoreText();
  return (
    <Stack gap="lg">
      <Paper withBorder p="md">
        <Text size="sm">{t(`scoring.${result.score.scoring}`)}</Text>
        <Text fz={28} fw={700}>
          {scoreText(result.score)}
        </Text>
      </Paper>
      {result.sections.length > 0 && (
        <section aria-labelledby="result-sections">
          <Title order={2} size="h4" id="result-sections" mb="xs">
            {t("result.sections")}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {result.sections.map((section, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: sections are positions.
              <Paper key={index} withBorder p="sm">
                <Text fw={500}>{section.title}</Text>
                <Text size="sm">
                  {t("result.sectionScore", { raw: section.raw, max: section.max, percent: section.percent })}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
        </section>
      )}
      {result.items.length === 0 ? (
        <Text c="gray.7">{t("result.scoreOnly")}</Text>
      ) : (
        <section aria-labelledby="result-items">
          <Title order={2} size="h4" id="result-items" mb="xs">
            {t("result.questions")}
          </Title>
          <Stack gap="sm">
            {result.items.map((item) => (
              <Paper
                key={item.key}
                withBorder
                p="sm"
                component="article"
                aria-label={t("take.question", { n: item.number })}
              >
                <Stack gap={4}>
                  <Group justify="space-between" gap="xs">
                    <Text fw={700}>{t("take.question", { n: item.number })}</Text>
                    <Badge color={STATE_COLOR[item.state] ?? "dark"} variant="filled">
                      {t(`result.state.${item.state}`)}
                    </Badge>
                  </Group>
                  <MathText text={item.content.stem} />
                  <Text size="sm">
                    {t("result.yours", {
                      answer: responseText(item.content, item.response) ?? t("result.none"),
                    })}
                  </Text>
                  {item.solution && (
                    <Text size="sm">
                      {t("result.key", { answer: solutionText(item.content, item.solution) ?? "—" })}
                    </Text>
                  )}
                  {item.explanation && (
                    <div>
                      <Text size="sm" fw={500}>
                        {t("result.explanation")}
                      </Text>
                      <MathText text={item.explanation} />
                    </div>
                  )}
                </Stack>
              </Paper>
            ))}
          </Stack>
        </section>
      )}
    </Stack>
  );
}
