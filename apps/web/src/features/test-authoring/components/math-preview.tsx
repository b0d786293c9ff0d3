import { Paper, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
// The taking screen's renderer, so authors see exactly what students will (KaTeX, money-safe `$`). Read
// by path until features/tests' index.ts exports it (then this import becomes "../../tests").
import { MathText } from "../../tests";

/** How a stem, choice, passage or explanation will look, math rendered. */
export function MathPreview({ text }: { text: string }) {
  const { t } = useTranslation("test-authoring");
  if (!text.trim()) return null;
  return (
    <Paper withBorder p="xs" bg="gray.0" aria-label={t("preview.label")}>
      <Text size="xs" c="gray.7" mb={4}>
        {t("preview.label")}
      </Text>
      <MathText text={text} />
    </Paper>
  );
}

export { MathText };
