import { type PointerEvent, useRef } from "react";

/** How far a finger travels sideways before a swipe counts (a tap moves a few pixels). */
const SWIPE_PX = 60;

/**
 * Swipe handlers for the card: left and right past SWIPE_PX, mostly sideways. Returns pointer handlers and
 * whether the gesture just ended was a swipe (the click that follows it must not flip the card).
 */
export function useSwipe({ left, right }: { left: () => void; right: () => void }) {
  const start = useRef<{ x: number; y: number } | null>(null);
  const swiped = useRef(false);
  const onPointerDown = (event: PointerEvent) => {
    start.current = { x: event.clientX, y: event.clientY };
    swiped.current = false;
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = start.current;
    start.current = null;
    if (!from) return;
    const dx = event.clientX - from.x;
    const dy = event.clientY - from.y;
    if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(dy) * 1.5) return;
    swiped.current = true;
    if (dx < 0) left();
    else right();
  };
  const onPointerCancel = () => {
    start.current = null;
  };
  /** True once after a swipe: the click the browser sends after it is not a tap. */
  const consumeSwipe = () => {
    const was = swiped.current;
    swiped.current = false;
    return was;
  };
  return { handlers: { onPointerDown, onPointerUp, onPointerCancel }, consumeSwipe };
}
