import type { Vocab } from "@edu/shared/vocabulary";
import { Paper, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useSwipe } from "../lib/use-swipe";
import { WordBack } from "./word-parts";

/**
 * The card: the word on its front, the back under it once flipped. A tap flips it; once flipped, a swipe
 * left answers "again" and right "good" (a phone is the main device). Keyboard users have Space and 1–4.
 */
export function FlashCard({
  vocab,
  flipped,
  onFlip,
  onSwipe,
}: {
  vocab: Vocab;
  flipped: boolean;
  onFlip: () => void;
  onSwipe: (direction: "left" | "right") => void;
}) {
  const { t } = useTranslation("vocabulary");
  const swipe = useSwipe({ left: () => onSwipe("left"), right: () => onSwipe("right") });
  return (
    <Paper
      withBorder
      shadow="sm"
      radius="md"
      p="lg"
      mih={220}
      data-testid="flash-card"
      data-flipped={flipped}
      aria-label={t("card.label")}
      role="region"
      {...swipe.handlers}
      onClick={() => {
        if (!swipe.consumeSwipe()) onFlip();
      }}
      style={{ cursor: "pointer", touchAction: "pan-y", userSelect: "none" }}
    >
      <Stack gap="md" align="center">
        <Text fz={32} fw={700} lang="en" ta="center" style={{ overflowWrap: "anywhere" }}>
          {vocab.word}
        </Text>
        {flipped ? (
          <div style={{ alignSelf: "stretch" }}>
            <WordBack vocab={vocab} />
          </div>
        ) : (
          <Text c="gray.7" size="sm">
            {t("card.tapHint")}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
