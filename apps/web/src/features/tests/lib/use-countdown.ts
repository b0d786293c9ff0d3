import { useCallback, useEffect, useRef, useState } from "react";

/**
 * The seconds left in a module, counted down locally from the server's `remaining_seconds` and re-synced
 * whenever the server answers again (every save). null: untimed. `onExpired` runs once when it reaches 0.
 */
export function useCountdown(serverSeconds: number | null, onExpired: () => void) {
  const deadline = useRef<number | null>(null);
  const [left, setLeft] = useState<number | null>(serverSeconds);
  const expired = useRef(onExpired);
  expired.current = onExpired;
  const fired = useRef(false);

  const sync = useCallback((seconds: number | null) => {
    deadline.current = seconds === null ? null : Date.now() + seconds * 1000;
    fired.current = false;
    setLeft(seconds);
  }, []);

  useEffect(() => sync(serverSeconds), [serverSeconds, sync]);

  useEffect(() => {
    const tick = () => {
      if (deadline.current === null) return;
      const seconds = Math.max(0, Math.ceil((deadline.current - Date.now()) / 1000));
      setLeft(seconds);
      if (seconds === 0 && !fired.current) {
        fired.current = true;
        expired.current();
      }
    };
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, []);

  return { left, sync };
}
