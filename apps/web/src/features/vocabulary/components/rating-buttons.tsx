import { type NextIntervals, VOCAB_RATINGS, type VocabRating } from "@edu/shared/vocabulary";
import { Button, SimpleGrid, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatInterval } from "../lib/word-text";

const COLORS: Record<VocabRating, string> = { again: "red", hard: "orange", good: "teal", easy: "blue" };

/** The four answers, each with the interval the server computed for it (keys 1–4 press them). */
export function RatingButtons({
  next,
  busy,
  onRate,
}: {
  next: NextIntervals;
  busy: boolean;
  onRate: (rating: VocabRating) => void;
}) {
  const { t } = useTranslation("vocabulary");
  return (
    <SimpleGrid cols={4} spacing={6} role="group" aria-label={t("rate.group")}>
      {VOCAB_RATINGS.map((rating, index) => {
        const interval = formatInterval(next[rating].interval_ms, t);
        return (
          <Button
            key={rating}
            color={COLORS[rating]}
            variant="light"
            h="auto"
            py={6}
            px={4}
            disabled={busy}
            aria-label={t("rate.label", { rating: t(`rate.${rating}`), interval, key: index + 1 })}
            onClick={() => onRate(rating)}
          >
            <Stack gap={0} align="center">
              <Text span fw={700} size="sm">
                {t(`rate.${rating}`)}
              </Text>
              <Text span size="xs">
                {interval}
              </Text>
            </Stack>
          </Button>
        );
      })}
    </SimpleGrid>
  );
}
