import type { VocabCollect } from "@edu/shared/vocabulary";
import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ListPagination } from "../../../components/data-list";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage } from "../../../components/page-state";
import { addWords, listQuery, removeWord, vocabKeys, wordsQuery } from "../api/vocabulary-api";
import { VocabFrame } from "./vocab-frame";
import { WordRows } from "./word-rows";
import { WordSearch } from "./word-search";

/** The owner adds words from the dictionary search; a word already in the list is skipped by the server. */
function AddWords({ list }: { list: VocabCollect }) {
  const { t } = useTranslation("vocabulary");
  const client = useQueryClient();
  const [q, setQ] = useState("");
  const [added, setAdded] = useState<ReadonlySet<number>>(new Set());
  const add = useMutation({
    mutationFn: (vocabId: number) => addWords(list.id, [vocabId]),
    onSuccess: (_answer, vocabId) => {
      setAdded((was) => new Set([...was, vocabId]));
      void client.invalidateQueries({ queryKey: vocabKeys.lists });
      void client.invalidateQueries({ queryKey: ["vocabulary", "words", list.id] });
    },
  });
  return (
    <Paper withBorder p="sm">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t("listWords.addHeading")}
        </Title>
        <WordSearch
          q={q}
          onChange={setQ}
          action={(word) =>
            added.has(word.id) ? (
              <Text size="sm" c="teal">
                {t("listWords.added")}
              </Text>
            ) : (
              <Button
                size="xs"
                variant="light"
                aria-label={t("listWords.addWord", { word: word.word })}
                loading={add.isPending && add.variables === word.id}
                onClick={() => add.mutate(word.id)}
              >
                {t("listWords.add")}
              </Button>
            )
          }
        />
      </Stack>
    </Paper>
  );
}

/**
 * A list's words in the list's order, with the reader's cards, and the way to memorize it; its owner also
 * takes words out and adds others. `title` is the page's document title; `memorizeTo` where memorizing starts.
 */
export function ListWords({
  id,
  title,
  memorizeTo,
}: {
  id: number;
  title: (list: VocabCollect) => string;
  memorizeTo: (list: VocabCollect) => string;
}) {
  const { t } = useTranslation("vocabulary");
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const list = useQuery(listQuery(id));
  const words = useQuery(wordsQuery(id, page));
  const remove = useMutation({
    mutationFn: (vocabId: number) => removeWord(id, vocabId),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ["vocabulary", "words", id] });
      void client.invalidateQueries({ queryKey: vocabKeys.lists });
    },
  });
  if (list.isPending || words.isPending) return <PageLoader />;
  if (list.isError) return <LoadErrorPage error={list.error} onRetry={() => void list.refetch()} />;
  if (words.isError) return <LoadErrorPage error={words.error} onRetry={() => void words.refetch()} />;
  const collect = list.data;
  const mine = collect.is_mine === 1;
  return (
    <VocabFrame
      title={title(collect)}
      heading={collect.title}
      subtitle={t("listWords.summary", {
        count: collect.word_count,
        learned: collect.my_progress.learned,
        due: collect.my_progress.due,
      })}
      actions={
        collect.word_count > 0 && (
          <Button component={Link} to={memorizeTo(collect)}>
            {t("lists.memorize")}
          </Button>
        )
      }
    >
      {collect.description && <Text style={{ whiteSpace: "pre-wrap" }}>{collect.description}</Text>}
      {!mine && (
        <Text size="sm" c="gray.7">
          {t("lists.by", { name: collect.owner.name })}
        </Text>
      )}
      {words.data.data.length === 0 ? (
        <Text>{t("listWords.empty")}</Text>
      ) : (
        <WordRows
          words={words.data.data}
          label={t("listWords.label", { title: collect.title })}
          action={
            mine
              ? (word) => (
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    aria-label={t("listWords.removeWord", { word: word.word })}
                    loading={remove.isPending && remove.variables === word.id}
                    onClick={() => remove.mutate(word.id)}
                  >
                    {t("listWords.remove")}
                  </Button>
                )
              : undefined
          }
        />
      )}
      <Group justify="center">
        <ListPagination list={words.data} page={page} onChange={setPage} />
      </Group>
      {mine && <AddWords list={collect} />}
    </VocabFrame>
  );
}
