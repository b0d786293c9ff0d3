import type { VocabRating } from "@edu/shared/vocabulary";
import { VOCAB_LIMITS } from "@edu/shared/vocabulary";
import { Alert, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage } from "../../../components/page-state";
import { queueQuery, recordAnswer, vocabKeys } from "../api/vocabulary-api";
import { useCardKeys } from "../lib/use-card-keys";
import { useContinuePrompt } from "../lib/use-continue-prompt";
import { ContinueDialog } from "./continue-dialog";
import { FlashCard } from "./flash-card";
import { MnemonicsPanel } from "./mnemonics-panel";
import { RatingButtons } from "./rating-buttons";
import { VocabFrame } from "./vocab-frame";
import { BackLikeButton, PronounceButton } from "./word-parts";

/**
 * Memorizing a list: the server's queue (due cards first, then today's new ones), one card at a time; each
 * answer is POSTed (vocab/usage) and the next card shown. When the queue runs out it is asked for again
 * (cards answered "again" come back when due); an empty answer is "done for today". `title`: the page's
 * document title from the list's.
 */
export function MemorizeSession({
  collectId,
  title,
  leaveTo,
}: {
  collectId: number;
  title: (listTitle: string) => string;
  leaveTo: string;
}) {
  const { t } = useTranslation("vocabulary");
  const navigate = useNavigate();
  const client = useQueryClient();
  const queue = useQuery(queueQuery(collectId));
  // The position in the queue as last read (a new read starts again at its first card).
  const [place, setPlace] = useState({ readAt: 0, index: 0 });
  const [flipped, setFlipped] = useState(false);
  const [showMnemonics, setShowMnemonics] = useState(false);
  const shownAt = useRef(Date.now());
  const index = place.readAt === queue.dataUpdatedAt ? place.index : 0;
  const cards = queue.data?.cards ?? [];
  const card = cards[index];
  const ranOut = queue.isSuccess && cards.length > 0 && index >= cards.length;
  const done = queue.isSuccess && cards.length === 0;
  const prompt = useContinuePrompt(queue.isSuccess && !done, queue.data?.prompt_after_ms);

  useEffect(() => {
    if (ranOut && !queue.isFetching) void queue.refetch();
  }, [ranOut, queue]);

  const answer = useMutation({
    mutationFn: (rating: VocabRating) => {
      if (!card) throw new Error("no card");
      const elapsed = Math.min(Math.max(0, Date.now() - shownAt.current), VOCAB_LIMITS.elapsed_ms);
      return recordAnswer({ vocab_id: card.vocab.id, collect_id: collectId, rating, elapsed_ms: elapsed });
    },
    onSuccess: () => {
      setPlace({ readAt: queue.dataUpdatedAt, index: index + 1 });
      setFlipped(false);
      setShowMnemonics(false);
      shownAt.current = Date.now();
      void client.invalidateQueries({ queryKey: vocabKeys.lists });
    },
  });
  const rate = (rating: VocabRating) => {
    if (flipped && card && !answer.isPending) answer.mutate(rating);
  };
  const ratings: VocabRating[] = ["again", "hard", "good", "easy"];
  useCardKeys(
    { flip: () => setFlipped((was) => !was), rate: (n) => rate(ratings[n] ?? "good") },
    Boolean(card) && !prompt.open,
  );

  if (queue.isPending || ranOut) return <PageLoader />;
  if (queue.isError) return <LoadErrorPage error={queue.error} onRetry={() => void queue.refetch()} />;
  const data = queue.data;
  return (
    <VocabFrame
      title={title(data.collect.title)}
      heading={data.collect.title}
      subtitle={t("memorize.counts", { due: data.due_count, fresh: data.new_available })}
    >
      {done || !card ? (
        <Paper withBorder p="lg" data-testid="memorize-done">
          <Stack gap="sm" align="flex-start">
            <Title order={2} size="h3">
              {t("memorize.doneTitle")}
            </Title>
            <Text>{t("memorize.doneBody", { limit: data.new_limit })}</Text>
            <Group gap="xs" wrap="wrap">
              <Button component={Link} to={leaveTo}>
                {t("memorize.backToList")}
              </Button>
              <Button variant="default" onClick={() => void queue.refetch()}>
                {t("memorize.checkAgain")}
              </Button>
            </Group>
          </Stack>
        </Paper>
      ) : (
        <Stack gap="sm">
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" c="gray.7" aria-live="polite">
              {t("memorize.position", { n: index + 1, total: cards.length })}
              {card.is_new === 1 && ` · ${t("memorize.newCard")}`}
            </Text>
            <PronounceButton word={card.vocab.word} />
          </Group>
          <FlashCard
            key={card.vocab.id}
            vocab={card.vocab}
            flipped={flipped}
            onFlip={() => setFlipped((was) => !was)}
            onSwipe={(direction) => rate(direction === "left" ? "again" : "good")}
          />
          {answer.isError && (
            <Alert color="red" role="alert" p="xs">
              {t("memorize.notSaved")}
            </Alert>
          )}
          {flipped ? (
            <>
              <RatingButtons next={card.next} busy={answer.isPending} onRate={rate} />
              <Text size="xs" c="gray.7" ta="center">
                {t("memorize.keysHint")}
              </Text>
              <Group gap="xs" wrap="wrap">
                <BackLikeButton key={card.vocab.id} vocabId={card.vocab.id} />
                <Button
                  size="xs"
                  variant="subtle"
                  onClick={() => setShowMnemonics((was) => !was)}
                  aria-expanded={showMnemonics}
                >
                  {showMnemonics ? t("memorize.hideMnemonics") : t("memorize.showMnemonics")}
                </Button>
              </Group>
              {showMnemonics && <MnemonicsPanel vocabId={card.vocab.id} word={card.vocab.word} />}
            </>
          ) : (
            <Button size="md" onClick={() => setFlipped(true)}>
              {t("memorize.showAnswer")}
            </Button>
          )}
        </Stack>
      )}
      <ContinueDialog
        opened={prompt.open}
        onContinue={prompt.keepGoing}
        onStop={() => void navigate(leaveTo)}
      />
    </VocabFrame>
  );
}
