import { MEMORIZE_PROMPT_AFTER_MS } from "@edu/shared/vocabulary";
import { useCallback, useEffect, useState } from "react";

/**
 * Whether the "keep memorizing?" prompt is open (spec 03 §4, §9: after more than 2 minutes): it opens once
 * `active` has lasted `afterMs` (the server's `prompt_after_ms`), and going on starts the clock again. Not
 * active (nothing left to review): no prompt.
 */
export function useContinuePrompt(active: boolean, afterMs: number = MEMORIZE_PROMPT_AFTER_MS) {
  const [open, setOpen] = useState(false);
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!active) return;
    // `round` restarts the clock after "keep going".
    void round;
    const timer = setTimeout(() => setOpen(true), afterMs);
    return () => clearTimeout(timer);
  }, [active, afterMs, round]);
  const keepGoing = useCallback(() => {
    setOpen(false);
    setRound((n) => n + 1);
  }, []);
  return { open: open && active, keepGoing };
}
