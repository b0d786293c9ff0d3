import { ITEM_EVENTS_MAX, type TestEvents } from "@edu/shared/test-engine";
import { useEffect, useRef } from "react";
import { isApiError } from "../../../lib/api-error";
import { sendEvents } from "../api/tests-api";

type ItemEvent = TestEvents["events"][number];

const FLUSH_EVERY_MS = 15_000;
const FLUSH_AT = 40;

/**
 * Reports which question is on screen (enter/leave) and when the page is hidden or visible, so the server
 * counts time per question without hidden-tab time. Events are buffered and sent in batches (every few
 * seconds, when many wait, on leaving the page); a batch that fails stays for the next try, one the server
 * refuses (the module locked) is dropped.
 */
export function useItemEvents(attemptId: number, itemKey: string | null) {
  const buffer = useRef<ItemEvent[]>([]);
  const sending = useRef(false);

  const flush = useRef(async () => {});
  flush.current = async () => {
    if (sending.current || buffer.current.length === 0) return;
    sending.current = true;
    const batch = buffer.current.slice(0, ITEM_EVENTS_MAX);
    try {
      await sendEvents(attemptId, { sent_at: new Date().toISOString(), events: batch });
      buffer.current = buffer.current.slice(batch.length);
    } catch (error) {
      if (isApiError(error) && error.status >= 400 && error.status < 500)
        buffer.current = buffer.current.slice(batch.length);
    } finally {
      sending.current = false;
    }
  };

  const push = useRef((type: ItemEvent["type"], key: string | null) => {
    buffer.current.push({ type, item_key: key, at: new Date().toISOString() });
    // Never more than the server takes in a few calls, even offline for long: the oldest go first.
    if (buffer.current.length > ITEM_EVENTS_MAX * 4) buffer.current.splice(0, ITEM_EVENTS_MAX);
    if (buffer.current.length >= FLUSH_AT) void flush.current();
  });

  useEffect(() => {
    if (itemKey === null) return;
    push.current("enter", itemKey);
    return () => push.current("leave", itemKey);
  }, [itemKey]);

  useEffect(() => {
    const onVisibility = () => {
      push.current(document.visibilityState === "hidden" ? "hidden" : "visible", null);
      if (document.visibilityState === "hidden") void flush.current();
    };
    const timer = setInterval(() => void flush.current(), FLUSH_EVERY_MS);
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisibility);
      void flush.current();
    };
  }, []);

  return { flush: () => flush.current() };
}
