import { MY_WORDS_FILTERS, type MyWordsFilter } from "@edu/shared/vocabulary";
import { SegmentedControl, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { ListPagination } from "../../../components/data-list";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage } from "../../../components/page-state";
import { myWordsQuery } from "../api/vocabulary-api";
import { VocabFrame } from "../components/vocab-frame";
import { BackLikeButton } from "../components/word-parts";
import { WordRows } from "../components/word-rows";
import { VOCAB_HANDLE } from "../lib/handle";

export const handle: RouteHandle = VOCAB_HANDLE;

const isFilter = (value: string | null): value is MyWordsFilter =>
  (MY_WORDS_FILTERS as readonly (string | null)[]).includes(value);

/** /mywords/list?filter=all|added|missed: the reader's words, latest first; an added word can be taken out. */
export default function MyWordsListPage() {
  const { t } = useTranslation("vocabulary");
  const [search, setSearch] = useSearchParams();
  const asked = search.get("filter");
  const filter: MyWordsFilter = isFilter(asked) ? asked : "all";
  const [page, setPage] = useState(1);
  const words = useQuery(myWordsQuery(filter, page));
  const choose = (value: string) => {
    setPage(1);
    setSearch({ filter: value }, { replace: true });
  };
  if (words.isError) return <LoadErrorPage error={words.error} onRetry={() => void words.refetch()} />;
  return (
    <VocabFrame title={t("myWords.listTitle")}>
      <SegmentedControl
        value={filter}
        onChange={choose}
        aria-label={t("myWords.filterLabel")}
        data={MY_WORDS_FILTERS.map((value) => ({ value, label: t(`myWords.filters.${value}`) }))}
        fullWidth
      />
      {words.isPending ? (
        <PageLoader />
      ) : words.data.data.length === 0 ? (
        <Text>{t(`myWords.empty.${filter}`)}</Text>
      ) : (
        <>
          <WordRows
            words={words.data.data}
            label={t("myWords.listLabel", { group: t(`myWords.filters.${filter}`) })}
            action={(word) => (
              <BackLikeButton
                key={word.id}
                vocabId={word.id}
                initial={{ liked: word.liked_by_me, likes_count: word.likes_count }}
              />
            )}
          />
          <ListPagination list={words.data} page={page} onChange={setPage} />
        </>
      )}
    </VocabFrame>
  );
}
