import type { VocabWithCard } from "@edu/shared/vocabulary";
import { Loader, Stack, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ListSearchInput } from "../../../components/list-search-input";
import { searchQuery } from "../api/vocabulary-api";
import { WordRows } from "./word-rows";

/** The dictionary search: a word's beginning, the matching words with `action` on each. */
export function WordSearch({
  q,
  onChange,
  action,
}: {
  q: string;
  onChange: (q: string) => void;
  action: (word: VocabWithCard) => ReactNode;
}) {
  const { t } = useTranslation("vocabulary");
  const [debounced] = useDebouncedValue(q.trim(), 250);
  const found = useQuery(searchQuery(debounced));
  return (
    <Stack gap="xs">
      <ListSearchInput label={t("search.label")} value={q} onSearch={onChange} />
      {debounced === "" ? (
        <Text size="sm" c="gray.7">
          {t("search.hint")}
        </Text>
      ) : found.isPending ? (
        <Loader size="sm" aria-label={t("common.loading")} />
      ) : found.isError ? (
        <Text c="red">{t("search.failed")}</Text>
      ) : found.data.data.length === 0 ? (
        <Text>{t("search.none", { q: debounced })}</Text>
      ) : (
        <WordRows words={found.data.data} label={t("search.results")} action={action} />
      )}
    </Stack>
  );
}
