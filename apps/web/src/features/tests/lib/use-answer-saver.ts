import type { ItemResponse } from "@edu/shared/test-engine";
import { useCallback, useEffect, useRef, useState } from "react";
import { isApiError } from "../../../lib/api-error";
import { saveAnswer } from "../api/tests-api";

/** saving: on its way; retrying: the last try failed (network, server), another is coming; refused: 409/422. */
export type SaveState = "saving" | "saved" | "retrying" | "refused";

const TYPING_DELAY_MS = 600;
const RETRY_MAX_MS = 15_000;

type Callbacks = {
  /** The server's remaining seconds after a save: the timer re-syncs on it. */
  onSaved: (remainingSeconds: number | null) => void;
  /** 409: the module ended or locked on the server; the page reloads the attempt. */
  onClosed: () => void;
};

/**
 * Saves each answer as it is given (PUT answer: saving again replaces it, so a retry is harmless). One
 * request per item at a time; what is typed meanwhile goes in the next one (typing is sent after a pause).
 * A failed save is retried with a growing pause until it lands or the server refuses it.
 */
export function useAnswerSaver(attemptId: number, callbacks: Callbacks) {
  const [states, setStates] = useState<Record<string, SaveState>>({});
  const latest = useRef(callbacks);
  latest.current = callbacks;
  const queued = useRef(new Map<string, ItemResponse>());
  const inFlight = useRef(new Map<string, Promise<void>>());
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const failures = useRef(new Map<string, number>());
  const alive = useRef(true);

  const mark = useCallback((itemKey: string, state: SaveState) => {
    if (alive.current) setStates((current) => ({ ...current, [itemKey]: state }));
  }, []);

  const later = useCallback((itemKey: string, ms: number, run: () => void) => {
    clearTimeout(timers.current.get(itemKey));
    timers.current.set(
      itemKey,
      setTimeout(() => {
        timers.current.delete(itemKey);
        run();
      }, ms),
    );
  }, []);

  const send = useCallback(
    (itemKey: string): Promise<void> => {
      const running = inFlight.current.get(itemKey);
      if (running) return running;
      const response = queued.current.get(itemKey);
      if (!response || !alive.current) return Promise.resolve();
      queued.current.delete(itemKey);
      const request = (async () => {
        let retryIn: number | undefined;
        try {
          const saved = await saveAnswer(attemptId, { item_key: itemKey, response });
          failures.current.delete(itemKey);
          latest.current.onSaved(saved.data.remaining_seconds);
          if (!queued.current.has(itemKey)) mark(itemKey, "saved");
        } catch (error) {
          if (isApiError(error) && error.status >= 400 && error.status < 500) {
            mark(itemKey, "refused");
            if (error.status === 409) latest.current.onClosed();
            return;
          }
          if (!queued.current.has(itemKey)) queued.current.set(itemKey, response);
          const tries = (failures.current.get(itemKey) ?? 0) + 1;
          failures.current.set(itemKey, tries);
          retryIn = Math.min(1000 * 2 ** (tries - 1), RETRY_MAX_MS);
          mark(itemKey, "retrying");
        } finally {
          inFlight.current.delete(itemKey);
          if (retryIn !== undefined) later(itemKey, retryIn, () => void send(itemKey));
          else if (queued.current.has(itemKey) && !timers.current.has(itemKey)) void send(itemKey);
        }
      })();
      inFlight.current.set(itemKey, request);
      return request;
    },
    [attemptId, mark, later],
  );

  /** Keeps `response` as the item's answer; typed text waits for a pause in typing. */
  const save = useCallback(
    (itemKey: string, response: ItemResponse, options: { typing?: boolean } = {}) => {
      queued.current.set(itemKey, response);
      if (failures.current.has(itemKey)) return; // a retry is scheduled and sends the newest answer
      mark(itemKey, "saving");
      if (options.typing) later(itemKey, TYPING_DELAY_MS, () => void send(itemKey));
      else {
        clearTimeout(timers.current.get(itemKey));
        timers.current.delete(itemKey);
        void send(itemKey);
      }
    },
    [mark, later, send],
  );

  /** Sends what waits for a pause now, and resolves when the saves under way have answered. */
  const flush = useCallback(async () => {
    for (const itemKey of [...queued.current.keys()]) {
      if (failures.current.has(itemKey)) continue;
      clearTimeout(timers.current.get(itemKey));
      timers.current.delete(itemKey);
      void send(itemKey);
    }
    await Promise.all([...inFlight.current.values()]);
  }, [send]);

  useEffect(() => {
    alive.current = true;
    const pending = timers.current;
    return () => {
      alive.current = false;
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  return { states, save, flush };
}
