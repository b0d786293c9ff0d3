import type { AttemptResultAnswer } from "@edu/shared/test-engine";
import { Paper, SimpleGrid, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useLocale } from "../../../lib/use-locale";
import { localized } from "../../tests";

const scoreText = (score: number | null) => (score === null ? "—" : String(Math.round(score * 100) / 100));

/** The attempt's composites (ACT: 1–36, titled as the form names them) and each section taken, with its raw points. */
export function ScoreSummary({
  result,
  sectionTitle,
}: {
  result: AttemptResultAnswer;
  sectionTitle: (key: string) => string;
}) {
  const { t } = useTranslation("act");
  const locale = useLocale();
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm">
      {result.composites.map((composite) => (
        <Paper key={composite.key} withBorder p="sm">
          <Text size="sm">
            {localized(composite.title, locale) ??
              t(`scores.${composite.key}`, { defaultValue: composite.key.toUpperCase() })}
          </Text>
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
