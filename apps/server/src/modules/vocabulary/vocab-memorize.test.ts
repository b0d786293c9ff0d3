import { DAILY_NEW_CARD_LIMIT, VOCAB_RATINGS } from "@edu/shared/vocabulary";
import { and, asc, eq } from "drizzle-orm";
import { createEmptyCard, fsrs, Rating } from "ts-fsrs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordUsage } from "./vocab-memorize.service";
import { vocabCards, vocabReviewLogs } from "./vocabulary.table";
import { callAs, newList, type VocabWorld, vocabWorld } from "./vocabulary.test-support";

let world: VocabWorld;
let as: ReturnType<typeof callAs>;
const GRADE = { again: Rating.Again, hard: Rating.Hard, good: Rating.Good, easy: Rating.Easy } as const;
const DAY_MS = 86_400_000;

beforeAll(async () => {
  world = await vocabWorld();
  as = callAs(world);
}, 60_000);
afterAll(() => world.ctx.close());

const logsOf = (userId: number, vocabId: number) =>
  world.db
    .select()
    .from(vocabReviewLogs)
    .where(and(eq(vocabReviewLogs.userId, userId), eq(vocabReviewLogs.vocabId, vocabId)))
    .orderBy(asc(vocabReviewLogs.id));

describe("answering a card", () => {
  it("schedules each rating as ts-fsrs does from the server's clock, and keeps a review log per answer", async () => {
    for (const [index, rating] of VOCAB_RATINGS.entries()) {
      const vocabId = world.wordIds[index] as number;
      const res = await as("student", "POST", "/api/vocab/usage", {
        vocab_id: vocabId,
        rating,
        elapsed_ms: 3200,
      });
      expect(res.statusCode, res.body).toBe(200);
      const [log] = await logsOf(world.ids.student, vocabId);
      if (!log) throw new Error("no review log");
      const expected = fsrs().next(createEmptyCard(log.review), log.review, GRADE[rating]).card;
      expect(res.json().card.due).toBe(expected.due.toISOString());
      expect(res.json().card).toMatchObject({
        reps: 1,
        state: ["new", "learning", "review", "relearning"][expected.state],
      });
      expect(log).toMatchObject({ rating: GRADE[rating], durationMs: 3200 });
      expect(res.json().review_log_id).toBe(log.id);
    }
  });

  it("schedules a second answer from the stored state, appending a second log", async () => {
    const vocabId = world.wordIds[2] as number; // answered "good" above
    const [card] = await world.db.select().from(vocabCards).where(eq(vocabCards.vocabId, vocabId));
    if (!card) throw new Error("no card");
    const res = await as("student", "POST", "/api/vocab/usage", {
      vocab_id: vocabId,
      rating: "hard",
      elapsed_ms: 900,
    });
    expect(res.statusCode).toBe(200);
    const logs = await logsOf(world.ids.student, vocabId);
    expect(logs).toHaveLength(2);
    const at = logs[1]?.review as Date;
    const before = {
      ...card,
      last_review: card.lastReview ?? undefined,
      elapsed_days: card.elapsedDays,
      scheduled_days: card.scheduledDays,
      learning_steps: card.learningSteps,
      state: card.state,
    };
    const expected = fsrs().next(before, at, Rating.Hard).card;
    expect(res.json().card.due).toBe(expected.due.toISOString());
    expect(res.json().card.reps).toBe(2);
  });

  it("keeps review logs append-only (the database refuses an update)", async () => {
    const [log] = await logsOf(world.ids.student, world.wordIds[0] as number);
    await expect(
      world.db
        .update(vocabReviewLogs)
        .set({ rating: 4 })
        .where(eq(vocabReviewLogs.id, log?.id as number)),
    ).rejects.toThrow();
  });

  it("refuses a rating that is not a button and an unknown word, writing nothing", async () => {
    const bad = await as("student", "POST", "/api/vocab/usage", {
      vocab_id: world.wordIds[9],
      rating: "perfect",
      elapsed_ms: 1,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty("rating");
    const unknown = await as("student", "POST", "/api/vocab/usage", {
      vocab_id: 999_999,
      rating: "good",
      elapsed_ms: 1,
    });
    expect(unknown.statusCode).toBe(404);
    expect(await logsOf(world.ids.student, world.wordIds[9] as number)).toHaveLength(0);
    expect(
      (await as("anonymous", "POST", "/api/vocab/usage", { vocab_id: 1, rating: "good", elapsed_ms: 1 }))
        .statusCode,
    ).toBe(401);
  });
});

describe("the memorize queue", () => {
  it("serves due cards first (earliest first), then new cards up to the daily limit, with ts-fsrs intervals", async () => {
    const words = world.wordIds.slice(0, 30);
    const listId = await newList(world, "teacher", {
      title: "Queue list",
      sharing: "public",
      vocab_ids: words,
    });
    const actor = { id: world.ids.classmate, roles: ["student" as const] };
    // Three cards answered days ago (due again by now), one answered now (not due).
    await recordUsage(
      world.db,
      actor,
      { vocab_id: words[5] as number, collect_id: listId, rating: "good", elapsed_ms: 1 },
      new Date(Date.now() - 3 * DAY_MS),
    );
    await recordUsage(
      world.db,
      actor,
      { vocab_id: words[1] as number, collect_id: listId, rating: "again", elapsed_ms: 1 },
      new Date(Date.now() - 5 * DAY_MS),
    );
    await recordUsage(
      world.db,
      actor,
      { vocab_id: words[9] as number, collect_id: listId, rating: "hard", elapsed_ms: 1 },
      new Date(Date.now() - 4 * DAY_MS),
    );
    await as("classmate", "POST", "/api/vocab/usage", {
      vocab_id: words[0],
      collect_id: listId,
      rating: "easy",
      elapsed_ms: 1,
    });

    const res = await as("classmate", "GET", `/api/vocab-collects/${listId}/memorize?limit=100`);
    expect(res.statusCode, res.body).toBe(200);
    const queue = res.json();
    const cards = queue.cards as Array<{
      vocab: { id: number };
      is_new: 0 | 1;
      card: { due: string } | null;
      next: Record<string, { due: string }>;
    }>;
    const due = cards.filter((card) => card.is_new === 0);
    expect(due.map((card) => card.vocab.id)).toEqual([words[1], words[9], words[5]]);
    expect(cards.slice(0, 3)).toEqual(due);
    // One card was started today from this list: the rest of today's limit is new.
    expect(queue.new_started_today).toBe(1);
    expect(queue.new_available).toBe(DAILY_NEW_CARD_LIMIT - 1);
    const fresh = cards.slice(3);
    expect(fresh).toHaveLength(DAILY_NEW_CARD_LIMIT - 1);
    expect(fresh.every((card) => card.is_new === 1 && card.card === null)).toBe(true);
    expect(fresh[0]?.vocab.id).toBe(words[2]); // the list's order, skipping started words
    expect(cards.map((card) => card.vocab.id)).not.toContain(words[0]);
    // A new card's buttons are what ts-fsrs would do to an empty card (within the request's second).
    const good = new Date(fresh[0]?.next.good?.due as string).getTime();
    const expected = fsrs().repeat(createEmptyCard(new Date()), new Date())[Rating.Good].card.due.getTime();
    expect(Math.abs(good - expected)).toBeLessThan(5000);
  });

  it("answers another student's private list 404", async () => {
    const listId = await newList(world, "student", {
      title: "Mine only",
      vocab_ids: [world.wordIds[0] as number],
    });
    expect((await as("outsider", "GET", `/api/vocab-collects/${listId}/memorize`)).statusCode).toBe(404);
    expect((await as("student", "GET", `/api/vocab-collects/${listId}/memorize`)).statusCode).toBe(200);
  });
});
