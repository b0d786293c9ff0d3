import { accountEndpoints } from "@edu/shared";
import {
  vocabularyEndpoints as endpoints,
  type MemorizeCard,
  type MemorizeQueue,
  type Mnemonic,
  type NextIntervals,
  type VocabCollect,
  type VocabWithCard,
} from "@edu/shared/vocabulary";
import { cleanup } from "@testing-library/react";
import type { ReactNode } from "react";
import { vi } from "vitest";
import { writeSignedInHint } from "../../../lib/session-store";
import type { StubCall } from "../../../test/fetch-stub-kit";
import { aUser } from "../../../test/fixtures/people";
import { renderPage } from "../../../test/render-page";
import { type EndpointStub, on, stubEndpoints } from "../../../test/stub-endpoints";

export const LIST_ID = 12;
const MIN = 60_000;
const DAY = 24 * 60 * MIN;

/** A word with no card of the reader's yet: "abate" unless patched. */
export function aWord(patch: Partial<VocabWithCard> = {}): VocabWithCard {
  return {
    id: 101,
    word: "abate",
    part_of_speech: "verb",
    pronunciation: "/əˈbeɪt/",
    definition: "become less intense or widespread",
    gloss_zh_tw: "減輕；減少",
    gloss_zh_cn: "减轻；减少",
    examples: ["The storm abated."],
    likes_count: 0,
    card: null,
    liked_by_me: 0,
    ...patch,
  };
}

const interval = (ms: number) => ({
  due: "2026-11-28T10:00:00.000Z",
  interval_ms: ms,
  scheduled_days: Math.floor(ms / DAY),
});
export const NEXT: NextIntervals = {
  again: interval(MIN),
  hard: interval(6 * MIN),
  good: interval(10 * MIN),
  easy: interval(4 * DAY),
};

/** A queue card for `word` (new unless patched). */
export function aCard(word: Partial<VocabWithCard>, patch: Partial<MemorizeCard> = {}): MemorizeCard {
  const { card: _card, liked_by_me: _liked, ...vocab } = aWord(word);
  return { vocab, card: null, is_new: 1, next: NEXT, ...patch };
}

/** The student's own list "SAT week 1" with 3 words, 1 started. */
export function aList(patch: Partial<VocabCollect> = {}): VocabCollect {
  return {
    id: LIST_ID,
    title: "SAT week 1",
    description: "",
    sharing: "private",
    session_class_id: null,
    owner: { id: 41, name: "王美玲" },
    is_mine: 1,
    word_count: 3,
    my_progress: { started: 1, learned: 1, due: 1 },
    created_at: "2026-11-20T08:00:00.000Z",
    updated_at: "2026-11-20T08:00:00.000Z",
    ...patch,
  };
}

export function aQueue(cards: MemorizeCard[], patch: Partial<MemorizeQueue> = {}): MemorizeQueue {
  return {
    collect: aList(),
    due_count: 0,
    new_available: cards.length,
    new_limit: 20,
    new_started_today: 0,
    prompt_after_ms: 2 * MIN,
    cards,
    ...patch,
  };
}

export function aMnemonic(patch: Partial<Mnemonic> = {}): Mnemonic {
  return {
    id: 301,
    vocab_id: 101,
    author: { id: 52, name: "陳小明" },
    is_mine: 0,
    content: "A bat abates: the storm calms down.",
    media: null,
    likes_count: 2,
    liked_by_me: 0,
    created_at: "2026-11-20T08:00:00.000Z",
    updated_at: "2026-11-20T08:00:00.000Z",
    ...patch,
  };
}

export const pageOf = <T,>(rows: T[], total = rows.length) => ({
  data: rows,
  current_page: 1,
  per_page: 50,
  total,
  last_page: Math.max(1, Math.ceil(total / 50)),
});

/** The usage POST answering with a card in review and the next intervals. */
export const usageStub = () =>
  on(endpoints.recordVocabUsage, {
    card: {
      id: 900,
      state: "learning",
      due: "2026-11-28T10:10:00.000Z",
      last_review: "2026-11-28T10:00:00.000Z",
      stability: 2.3,
      difficulty: 5,
      reps: 1,
      lapses: 0,
    },
    review_log_id: 1,
    next: NEXT,
  });

/** `page` at `path` (route `pattern`) for the student 王美玲, the API answered by `stubs`. */
export function openVocabPage(
  page: ReactNode,
  { path, pattern, stubs }: { path: string; pattern?: string; stubs: EndpointStub[] },
) {
  const user = aUser({ id: 41, username: "meiling", all_roles: ["student"] });
  const stub = stubEndpoints([on(accountEndpoints.getMe, user), ...stubs]);
  vi.stubGlobal("fetch", stub.fetchStub);
  writeSignedInHint(true);
  const view = renderPage(page, path, undefined, pattern);
  return { ...view, calls: stub.calls };
}

export function closeVocabPage() {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  writeSignedInHint(false);
}

/** The requests sent with `method` to `path` (the query left out). */
export const sent = (calls: readonly StubCall[], method: string, path: string) =>
  calls.filter((c) => c.method === method && c.url.split("?")[0] === path);
