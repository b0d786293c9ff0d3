import type { SchoolCards as Cards } from "@edu/shared/counseling-schools";
import { Badge, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../../lib/format-date";
import { SchoolName } from "./school-cells";

/** Spec 03 §9: the four categories as cards, up to 12 schools over them. */
export function SchoolCards({ cards }: { cards: Cards }) {
  const { t } = useTranslation("counseling-schools");
  return (
    <Stack gap="xs">
      <Text size="sm">{t("cards.shown", { shown: cards.shown, total: cards.total })}</Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        {cards.categories.map((column) => (
          <Paper key={column.category} withBorder p="sm" data-testid={`card-${column.category}`}>
            <Stack gap="xs">
              <Title order={3} size="h5">
                {t(`category.${column.category}`)} ({column.total})
              </Title>
              {column.schools.length === 0 && <Text size="sm">{t("cards.none")}</Text>}
              {column.schools.map((school) => (
                <Stack key={school.id} gap={2}>
                  <SchoolName name={school.name} nameEn={school.name_en} />
                  <Text size="xs">
                    {school.decision_plan ? t(`plan.${school.decision_plan}`) : t("plan.none")}
                    {school.next_deadline ? ` · ${formatDate(school.next_deadline)}` : ""}
                  </Text>
                  {school.admissions_result && (
                    <Badge size="xs" variant="light">
                      {t(`result.${school.admissions_result}`)}
                    </Badge>
                  )}
                </Stack>
              ))}
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
      {cards.uncategorized > 0 && (
        <Text size="sm">{t("cards.uncategorized", { count: cards.uncategorized })}</Text>
      )}
    </Stack>
  );
}
