import { MY_WORDS_FILTERS, type MyWordsFilter } from "@edu/shared/vocabulary";
import { Button, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { myWordsQuery } from "../api/vocabulary-api";
import { VocabFrame } from "../components/vocab-frame";
import { VOCAB_HANDLE } from "../lib/handle";
import { vocabPaths } from "../lib/paths";

export const handle: RouteHandle = VOCAB_HANDLE;

/** One group of "my words" with its count (one row asked for: the answer's total). */
function WordGroup({ filter }: { filter: MyWordsFilter }) {
  const { t } = useTranslation("vocabulary");
  const words = useQuery(myWordsQuery(filter, 1, 1));
  return (
    <Paper withBorder p="sm">
      <Stack gap={6} align="flex-start">
        <Text fw={700}>{t(`myWords.filters.${filter}`)}</Text>
        <Text size="sm" c="gray.7">
          {t(`myWords.explain.${filter}`)}
        </Text>
        <Text
          fz="xl"
          fw={700}
          aria-label={t("myWords.countLabel", { group: t(`myWords.filters.${filter}`) })}
        >
          {words.isSuccess ? words.data.total : "…"}
        </Text>
        <Button component={Link} to={vocabPaths.myWordsList(filter)} size="xs" variant="light">
          {t("myWords.open", { group: t(`myWords.filters.${filter}`) })}
        </Button>
      </Stack>
    </Paper>
  );
}

/** /mywords: the reader's words: those added (a liked card back) and those missed (ever answered "again"). */
export default function MyWordsPage() {
  const { t } = useTranslation("vocabulary");
  return (
    <VocabFrame title={t("myWords.title")} subtitle={t("myWords.subtitle")}>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        {MY_WORDS_FILTERS.map((filter) => (
          <WordGroup key={filter} filter={filter} />
        ))}
      </SimpleGrid>
    </VocabFrame>
  );
}
