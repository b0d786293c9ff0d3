import { Button, Group, Select } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { addWords, titlesQuery, vocabKeys } from "../api/vocabulary-api";

/** Puts a word into one of the reader's own lists (a word already there is skipped by the server). */
export function AddToList({ vocabId, word }: { vocabId: number; word: string }) {
  const { t } = useTranslation("vocabulary");
  const client = useQueryClient();
  const lists = useQuery(titlesQuery());
  const mine = (lists.data?.data ?? []).filter((list) => list.is_mine === 1);
  const [chosen, setChosen] = useState<string | null>(null);
  const [addedTo, setAddedTo] = useState<string | null>(null);
  const add = useMutation({
    mutationFn: (listId: number) => addWords(listId, [vocabId]),
    onSuccess: (answer) => {
      setAddedTo(answer.collect.title);
      void client.invalidateQueries({ queryKey: vocabKeys.lists });
    },
  });
  if (mine.length === 0) return null;
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <Select
        label={t("word.addToListLabel", { word })}
        placeholder={t("word.chooseList")}
        data={mine.map((list) => ({ value: String(list.id), label: list.title }))}
        value={chosen}
        onChange={(value) => {
          setChosen(value);
          setAddedTo(null);
        }}
        size="xs"
        w={220}
        description={addedTo ? t("word.addedTo", { title: addedTo }) : undefined}
      />
      <Button
        size="xs"
        disabled={!chosen}
        loading={add.isPending}
        onClick={() => chosen && add.mutate(Number(chosen))}
      >
        {t("word.addToList")}
      </Button>
    </Group>
  );
}
