import type { LikeState, Vocab } from "@edu/shared/vocabulary";
import { ActionIcon, Badge, Button, Group, List, Stack, Text } from "@mantine/core";
import { IconHeart, IconHeartFilled, IconVolume } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocale } from "../../../lib/use-locale";
import { backLikeQuery, toggleBackLike, vocabKeys } from "../api/vocabulary-api";
import { canSpeak, speak } from "../lib/speech";
import { glossFor } from "../lib/word-text";

/** Says the word with the browser's voice; not shown where the browser cannot speak. */
export function PronounceButton({ word }: { word: string }) {
  const { t } = useTranslation("vocabulary");
  if (!canSpeak()) return null;
  return (
    <ActionIcon
      variant="light"
      size="lg"
      aria-label={t("word.pronounce", { word })}
      onClick={(event) => {
        event.stopPropagation();
        speak(word);
      }}
    >
      <IconVolume size={20} aria-hidden />
    </ActionIcon>
  );
}

/** A card's back: part of speech, IPA, the English definition, the gloss in the reader's script, examples. */
export function WordBack({ vocab }: { vocab: Vocab }) {
  const { t } = useTranslation("vocabulary");
  const gloss = glossFor(vocab, useLocale());
  return (
    <Stack gap={6} align="stretch">
      <Group gap="xs" wrap="wrap">
        <Badge variant="light">{t(`pos.${vocab.part_of_speech}`)}</Badge>
        {vocab.pronunciation && (
          <Text span c="gray.7" lang="en">
            {vocab.pronunciation}
          </Text>
        )}
      </Group>
      <Text lang="en">{vocab.definition}</Text>
      {gloss && <Text fw={600}>{gloss}</Text>}
      {vocab.examples.length > 0 && (
        <List size="sm" spacing={2} aria-label={t("word.examples")}>
          {vocab.examples.map((example) => (
            <List.Item key={example} lang="en">
              {example}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

/**
 * "Add to my words": liking a word's back (the spec's vocab-back like) puts it in the reader's words; the
 * server answers the new state, shown at once. Without `initial` (a memorize card) it asks for the state.
 */
export function BackLikeButton({ vocabId, initial }: { vocabId: number; initial?: LikeState }) {
  const { t } = useTranslation("vocabulary");
  const client = useQueryClient();
  const asked = useQuery({ ...backLikeQuery(vocabId), enabled: !initial });
  const [answered, setAnswered] = useState<LikeState | null>(null);
  const current = answered ?? initial ?? asked.data;
  const toggle = useMutation({
    mutationFn: () => toggleBackLike(vocabId),
    onSuccess: (answer) => {
      setAnswered(answer);
      void client.invalidateQueries({ queryKey: [...vocabKeys.all, "mywords"] });
    },
  });
  if (!current) return null;
  const state = { liked: current.liked === 1, count: current.likes_count };
  return (
    <Button
      size="xs"
      variant={state.liked ? "filled" : "light"}
      color="pink"
      aria-pressed={state.liked}
      loading={toggle.isPending}
      leftSection={
        state.liked ? <IconHeartFilled size={16} aria-hidden /> : <IconHeart size={16} aria-hidden />
      }
      onClick={(event) => {
        event.stopPropagation();
        toggle.mutate();
      }}
    >
      {state.liked
        ? t("word.inMyWords", { count: state.count })
        : t("word.addToMyWords", { count: state.count })}
    </Button>
  );
}
