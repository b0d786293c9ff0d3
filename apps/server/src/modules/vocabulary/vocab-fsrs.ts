import {
  type NextIntervals,
  VOCAB_CARD_STATES,
  VOCAB_RATINGS,
  type VocabCard,
  type VocabRating,
} from "@edu/shared/vocabulary";
import { type Card, createEmptyCard, fsrs, type Grade, Rating, type State } from "ts-fsrs";
import { toWireTime, toWireTimeOrNull } from "../../http/wire-time";

/**
 * The one scheduler: ts-fsrs with its defaults (FSRS-6 weights, 90 % retention, no fuzz, so an interval
 * shown on a button is the one the answer gets). The server computes every interval; the client sends
 * only which button.
 */
export const scheduler = fsrs();

export const GRADE_OF: Record<VocabRating, Grade> = {
  again: Rating.Again,
  hard: Rating.Hard,
  good: Rating.Good,
  easy: Rating.Easy,
};

/** A vocab_cards row as the scheduler reads it. */
export type CardRow = {
  id: number;
  state: number;
  due: Date | string;
  stability: number;
  difficulty: number;
  elapsed_days: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  last_review: Date | string | null;
};

export function toFsrsCard(row: CardRow | null, now: Date): Card {
  if (!row) return createEmptyCard(now);
  return {
    due: new Date(row.due),
    stability: Number(row.stability),
    difficulty: Number(row.difficulty),
    elapsed_days: Number(row.elapsed_days),
    scheduled_days: Number(row.scheduled_days),
    learning_steps: Number(row.learning_steps),
    reps: Number(row.reps),
    lapses: Number(row.lapses),
    state: Number(row.state) as State,
    ...(row.last_review ? { last_review: new Date(row.last_review) } : {}),
  };
}

export function toCardDto(row: CardRow): VocabCard {
  return {
    id: row.id,
    state: VOCAB_CARD_STATES[Number(row.state)] ?? "new",
    due: toWireTime(row.due),
    last_review: toWireTimeOrNull(row.last_review),
    stability: Number(row.stability),
    difficulty: Number(row.difficulty),
    reps: Number(row.reps),
    lapses: Number(row.lapses),
  };
}

/** What each of the four buttons would do to the card now (ts-fsrs `repeat`). */
export function nextIntervals(row: CardRow | null, now: Date): NextIntervals {
  const preview = scheduler.repeat(toFsrsCard(row, now), now);
  const entries = VOCAB_RATINGS.map((rating) => {
    const { card } = preview[GRADE_OF[rating]];
    return [
      rating,
      {
        due: toWireTime(card.due),
        interval_ms: Math.max(0, card.due.getTime() - now.getTime()),
        scheduled_days: card.scheduled_days,
      },
    ] as const;
  });
  return Object.fromEntries(entries) as NextIntervals;
}
