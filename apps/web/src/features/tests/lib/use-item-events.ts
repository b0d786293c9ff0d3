import { ITEM_EVENTS_MAX, type TestEvents } from "@edu/shared/test-engine";
import { useEffect, useRef } from "react";
import { isApiError } from "../../../lib/api-error";
import { sendEvents } from "../api/tests-api";

type ItemEvent = TestEvents["events"][number];

const FLUSH_EVERY_MS = 15_000;
const FLUSH_AT = 40;

/** Where events not yet sent wait while the page reloads (this tab only). */
const pendingKey = (attemptId: number) => `tests.events.${attemptId}`;

function takePending(attemptId: number): ItemEvent[] {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(pendingKey(attemptId)) ?? "[]");
    window.sessionStorage.removeItem(pendingKey(attemptId));
    return Array.isArray(stored) ? (stored as ItemEvent[]).slice(-ITEM_EVENTS_MAX) : [];
  } catch {
    return [];
  }
}

/**
 * Reports which question is on screen (enter/leave) and when the page is hidden or visible, so the server
 * counts time per question without hidden-tab time. Events are buffered and sent in batches (every few
 * seconds, when many wait, when the tab is hidden); what a reload or a closed tab leaves unsent waits in
 * the tab's storage and goes with the next batch. A batch that fails stays for the next try, one the
 * server refuses (the module locked) is dropped. `close` ends the module's events (the question on screen
 * is left now) and sends them before the module is finished; `reopen` undoes it when finishing failed.
 */
export function useItemEvents(attemptId: number, itemKey: string | null) {
  const buffer = useRef<ItemEvent[] | null>(null);
  buffer.current ??= typeof window === "undefined" ? [] : takePending(attemptId);
  const inFlight = useRef<Promise<void> | null>(null);
  /** How many of the buffer's first events are on their way (a reload keeps only the others). */
  const sending = useRef(0);
  const onScreen = useRef(itemKey);
  onScreen.current = itemKey;
  const closed = useRef(false);

  const flush = useRef(async () => {});
  flush.current = async () => {
    while (inFlight.current) await inFlight.current;
    const waiting = buffer.current ?? [];
    if (waiting.length === 0) return;
    const batch = waiting.slice(0, ITEM_EVENTS_MAX);
    sending.current = batch.length;
    const request = (async () => {
      try {
        await sendEvents(attemptId, { sent_at: new Date().toISOString(), events: batch });
        buffer.current = (buffer.current ?? []).slice(batch.length);
      } catch (error) {
        if (isApiError(error) && error.status >= 400 && error.status < 500)
          buffer.current = (buffer.current ?? []).slice(batch.length);
      }
    })();
    inFlight.current = request;
    try {
      await request;
    } finally {
      inFlight.current = null;
      sending.current = 0;
    }
  };

  const push = useRef((type: ItemEvent["type"], key: string | null) => {
    const list = buffer.current ?? [];
    list.push({ type, item_key: key, at: new Date().toISOString() });
    // Never more than the server takes in a few calls, even offline for long: the oldest go first.
    if (list.length > ITEM_EVENTS_MAX * 4) list.splice(0, ITEM_EVENTS_MAX);
    buffer.current = list;
    if (list.length >= FLUSH_AT) void flush.current();
  });

  useEffect(() => {
    if (itemKey === null) return;
    push.current("enter", itemKey);
    return () => {
      if (!closed.current) push.current("leave", itemKey);
    };
  }, [itemKey]);

  useEffect(() => {
    const onVisibility = () => {
      push.current(document.visibilityState === "hidden" ? "hidden" : "visible", null);
      if (document.visibilityState === "hidden") void flush.current();
    };
    // A reload or a closed tab: the question on screen is left now; what is unsent waits for the next page.
    const onPageHide = () => {
      if (!closed.current && onScreen.current) push.current("leave", onScreen.current);
      const unsent = (buffer.current ?? []).slice(sending.current);
      try {
        window.sessionStorage.setItem(pendingKey(attemptId), JSON.stringify(unsent));
        buffer.current = (buffer.current ?? []).slice(0, sending.current);
      } catch {
        // Storage refused: these seconds are not counted.
      }
    };
    // Back from the browser's page cache instead of a reload: the stored events are this page's again.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) buffer.current = [...(buffer.current ?? []), ...takePending(attemptId)];
    };
    const timer = setInterval(() => void flush.current(), FLUSH_EVERY_MS);
    document.addEventListener("visibilitychange", onVisibility);
    window.addEventListener("pagehide", onPageHide);
    window.addEventListener("pageshow", onPageShow);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("pagehide", onPageHide);
      window.removeEventListener("pageshow", onPageShow);
      void flush.current();
    };
  }, [attemptId]);

  return {
    flush: () => flush.current(),
    close: () => {
      if (!closed.current && onScreen.current) push.current("leave", onScreen.current);
      closed.current = true;
      return flush.current();
    },
    reopen: () => {
      if (closed.current && onScreen.current) push.current("enter", onScreen.current);
      closed.current = false;
    },
  };
}
