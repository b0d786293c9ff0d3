import { Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { RouteHandle } from "../../../app/route-handle";
import { ListPagination } from "../../../components/data-list";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage } from "../../../components/page-state";
import { listsQuery } from "../api/vocabulary-api";
import { ListCard } from "../components/list-card";
import { VocabFrame } from "../components/vocab-frame";
import { VOCAB_HANDLE } from "../lib/handle";
import { vocabPaths } from "../lib/paths";

export const handle: RouteHandle = VOCAB_HANDLE;

/** /flashcards: the lists to study (the reader's own and those shared with them), each with its progress. */
export default function FlashcardsPage() {
  const { t } = useTranslation("vocabulary");
  const [page, setPage] = useState(1);
  const lists = useQuery(listsQuery("all", page));
  if (lists.isPending) return <PageLoader />;
  if (lists.isError) return <LoadErrorPage error={lists.error} onRetry={() => void lists.refetch()} />;
  return (
    <VocabFrame title={t("flashcards.title")} subtitle={t("flashcards.subtitle")}>
      {lists.data.data.length === 0 ? (
        <Text>{t("flashcards.empty")}</Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} aria-label={t("flashcards.listLabel")}>
          {lists.data.data.map((list) => (
            <ListCard
              key={list.id}
              list={list}
              wordsTo={vocabPaths.listByTitle(list.title)}
              memorizeTo={vocabPaths.memorizeByTitle(list.title)}
            />
          ))}
        </Stack>
      )}
      <ListPagination list={lists.data} page={page} onChange={setPage} />
    </VocabFrame>
  );
}
