import type { VocabWithCard } from "@edu/shared/vocabulary";
import { Button, Group, Paper, Stack, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { AddToList } from "../components/add-to-list";
import { MnemonicsPanel } from "../components/mnemonics-panel";
import { VocabFrame } from "../components/vocab-frame";
import { BackLikeButton, PronounceButton, WordBack } from "../components/word-parts";
import { WordSearch } from "../components/word-search";
import { VOCAB_HANDLE } from "../lib/handle";

export const handle: RouteHandle = VOCAB_HANDLE;

/** A word's card: front and back, pronunciation, "my words", adding to a list, and its mnemonics. */
function WordCard({ word, onClose }: { word: VocabWithCard; onClose: () => void }) {
  const { t } = useTranslation("vocabulary");
  return (
    <Paper withBorder shadow="sm" p="md" data-testid="word-card">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            <Title order={2} lang="en" style={{ overflowWrap: "anywhere" }}>
              {word.word}
            </Title>
            <PronounceButton word={word.word} />
          </Group>
          <Button size="xs" variant="subtle" onClick={onClose}>
            {t("word.close")}
          </Button>
        </Group>
        <WordBack vocab={word} />
        <Group gap="xs" wrap="wrap">
          <BackLikeButton
            vocabId={word.id}
            initial={{ liked: word.liked_by_me, likes_count: word.likes_count }}
          />
        </Group>
        <AddToList vocabId={word.id} word={word.word} />
        <MnemonicsPanel vocabId={word.id} word={word.word} order={3} />
      </Stack>
    </Paper>
  );
}

/** /vocabs: the dictionary search, and a chosen word's card with its mnemonics. */
export default function VocabsPage() {
  const { t } = useTranslation("vocabulary");
  const [search, setSearch] = useSearchParams();
  const [open, setOpen] = useState<VocabWithCard | null>(null);
  const q = search.get("q") ?? "";
  return (
    <VocabFrame title={t("search.title")} subtitle={t("search.subtitle")}>
      {open && <WordCard key={open.id} word={open} onClose={() => setOpen(null)} />}
      <WordSearch
        q={q}
        onChange={(value) => setSearch(value ? { q: value } : {}, { replace: true })}
        action={(word) => (
          <Button
            size="xs"
            variant={open?.id === word.id ? "filled" : "light"}
            aria-label={t("search.openWord", { word: word.word })}
            onClick={() => setOpen(word)}
          >
            {t("search.open")}
          </Button>
        )}
      />
    </VocabFrame>
  );
}
