import type { AttemptResultAnswer } from "@edu/shared/test-engine";
import { Paper, SimpleGrid, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

const scoreText = (score: number | null) => (score === null ? "—" : String(Math.round(score * 100) / 100));

/** The attempt's composites (ACT: 1–36) and each section taken, with right answers of the section's. */
export function ScoreSummary({
  result,
  sectionTitle,
}: {
  result: AttemptResultAnswer;
  sectionTitle: (key: string) => string;
}) {
  const { t } = useTranslation("act");
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm">
      {result.composites.map((composite) => (
        <Paper key={composite.key} withBorder p="sm">
          <Text size="sm">{t(`scores.${composite.key}`, { defaultValue: composite.key.toUpperCase() })}</Text>
          <Text fz={28} fw={700}>
            {scoreText(composite.score)}
          </Text>
        </Paper>
      ))}
      {result.sections
        .filter((section) => section.taken)
        .map((section) => (
          <Paper key={section.key} withBorder p="sm">
            <Text size="sm">{sectionTitle(section.key)}</Text>
            <Text fz={24} fw={700}>
              {scoreText(section.scaled)}
            </Text>
            <Text size="sm">
              {t("scores.raw", { raw: scoreText(section.raw), max: scoreText(section.max_raw) })}
            </Text>
          </Paper>
        ))}
    </SimpleGrid>
  );
}
