import {
  DAILY_NEW_CARD_LIMIT,
  MEMORIZE_PROMPT_AFTER_MS,
  type MemorizeQueue,
  type VocabUsage,
  type VocabUsageResult,
} from "@edu/shared/vocabulary";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { queryRows } from "../../db/query-rows";
import type { Actor } from "../../http/actor";
import { notFound } from "../../http/app-error";
import { schoolDayStart, schoolToday } from "../../school-calendar";
import { getReadableCollect } from "./vocab-collects.service";
import { type CardRow, GRADE_OF, nextIntervals, scheduler, toCardDto, toFsrsCard } from "./vocab-fsrs";
import { cardOf, selectWords, toVocab, type WordRow } from "./vocab-words.repository";
import { vocabCards, vocabCollectItems, vocabReviewLogs, vocabs } from "./vocabulary.table";

export type MemorizeClock = { now: Date; timeZone: string };

/** New cards the student started from this list today (the school's day). */
async function newStartedToday(db: DbOrTx, meId: number, collectId: number, clock: MemorizeClock) {
  const since = schoolDayStart(schoolToday(clock.now, clock.timeZone), clock.timeZone);
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${vocabCards} where user_id = ${meId} and collect_id = ${collectId}
      and created_at >= ${since.toISOString()}::timestamptz`,
  );
  return Number(row?.n ?? 0);
}

const toMemorizeCard = (row: WordRow, now: Date) => {
  const card = cardOf(row);
  const cardRow: CardRow | null = row.card_id === null ? null : { ...row, id: row.card_id };
  return {
    vocab: toVocab(row),
    card,
    is_new: card ? (0 as const) : (1 as const),
    next: nextIntervals(cardRow, now),
  };
};

/** Due cards first (earliest due first), then new cards in the list's order up to today's new-card limit. */
export async function getMemorizeQueue(
  db: DbOrTx,
  actor: Actor,
  collectId: number,
  limit: number,
  clock: MemorizeClock,
): Promise<MemorizeQueue> {
  const { now } = clock;
  const collect = await getReadableCollect(db, actor, collectId, now);
  const inList = sql`join ${vocabCollectItems} i on i.vocab_id = v.id where i.collect_id = ${collectId}`;
  const dueWhere = sql`${inList} and k.id is not null and k.due <= ${now.toISOString()}::timestamptz`;
  const due = await selectWords(db, actor.id, sql`${dueWhere} order by k.due, v.id limit ${limit}`);
  const started = await newStartedToday(db, actor.id, collectId, clock);
  const newAvailable = Math.max(0, DAILY_NEW_CARD_LIMIT - started);
  const newLimit = Math.min(newAvailable, limit - due.length);
  const fresh =
    newLimit > 0
      ? await selectWords(
          db,
          actor.id,
          sql`${inList} and k.id is null order by i.position, v.id limit ${newLimit}`,
        )
      : [];
  return {
    collect,
    due_count: collect.my_progress.due,
    new_available: newAvailable,
    new_limit: DAILY_NEW_CARD_LIMIT,
    new_started_today: started,
    prompt_after_ms: MEMORIZE_PROMPT_AFTER_MS,
    cards: [...due, ...fresh].map((row) => toMemorizeCard(row, now)),
  };
}

const cardColumns = sql`id, state, due, stability, difficulty, elapsed_days, scheduled_days, learning_steps,
  reps, lapses, last_review`;

/**
 * One answer: the card (created empty on the first answer) is locked, scheduled by ts-fsrs from the server's
 * clock, and written with an appended review log in one transaction.
 */
export async function recordUsage(
  db: DbOrTx,
  actor: Actor,
  input: VocabUsage,
  now = new Date(),
): Promise<VocabUsageResult> {
  if (input.collect_id !== null) await getReadableCollect(db, actor, input.collect_id, now);
  return db.transaction(async (tx) => {
    const [word] = await queryRows<{ id: number }>(
      tx,
      sql`select id from ${vocabs} where id = ${input.vocab_id}`,
    );
    if (!word) throw notFound();
    const empty = toFsrsCard(null, now);
    await queryRows(
      tx,
      sql`insert into ${vocabCards} (user_id, vocab_id, collect_id, state, due, stability, difficulty, elapsed_days,
        scheduled_days, learning_steps, reps, lapses, created_at, updated_at)
      values (${actor.id}, ${input.vocab_id}, ${input.collect_id}, ${empty.state}, ${now.toISOString()}::timestamptz,
        0, 0, 0, 0, 0, 0, 0, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz)
      on conflict (user_id, vocab_id) do nothing`,
    );
    const [current] = await queryRows<CardRow>(
      tx,
      sql`select ${cardColumns} from ${vocabCards} where user_id = ${actor.id} and vocab_id = ${input.vocab_id} for update`,
    );
    if (!current) throw new Error("vocab card vanished inside its transaction");
    const { card, log } = scheduler.next(toFsrsCard(current, now), now, GRADE_OF[input.rating]);
    const [logRow] = await tx
      .insert(vocabReviewLogs)
      .values({
        cardId: current.id,
        userId: actor.id,
        vocabId: input.vocab_id,
        collectId: input.collect_id,
        rating: log.rating,
        state: log.state,
        due: log.due,
        stability: log.stability,
        difficulty: log.difficulty,
        elapsedDays: log.elapsed_days,
        lastElapsedDays: log.last_elapsed_days,
        scheduledDays: log.scheduled_days,
        learningSteps: log.learning_steps,
        review: log.review,
        durationMs: input.elapsed_ms,
      })
      .returning({ id: vocabReviewLogs.id });
    const [saved] = await queryRows<CardRow>(
      tx,
      sql`update ${vocabCards} set state = ${card.state}, due = ${card.due.toISOString()}::timestamptz,
        stability = ${card.stability}, difficulty = ${card.difficulty}, elapsed_days = ${card.elapsed_days},
        scheduled_days = ${card.scheduled_days}, learning_steps = ${card.learning_steps}, reps = ${card.reps},
        lapses = ${card.lapses}, last_review = ${now.toISOString()}::timestamptz,
        missed = missed or ${input.rating === "again"}, updated_at = ${now.toISOString()}::timestamptz
      where id = ${current.id} returning ${cardColumns}`,
    );
    if (!saved || !logRow) throw new Error("vocab answer was not written");
    return { card: toCardDto(saved), review_log_id: logRow.id, next: nextIntervals(saved, now) };
  });
}
