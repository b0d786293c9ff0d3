import { useCallback, useEffect, useState } from "react";

/** Spec 03 §4, §9: after more than 2 minutes of memorizing a prompt asks whether to go on. */
export const CONTINUE_PROMPT_MS = 2 * 60 * 1000;

/**
 * Whether the "keep memorizing?" prompt is open: it opens once `active` has lasted CONTINUE_PROMPT_MS, and
 * going on starts the two minutes again. Not active (nothing left to review): no prompt.
 */
export function useContinuePrompt(active: boolean) {
  const [open, setOpen] = useState(false);
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setOpen(true), CONTINUE_PROMPT_MS);
    return () => clearTimeout(timer);
    // A new round restarts the clock.
  }, [active, round]);
  const keepGoing = useCallback(() => {
    setOpen(false);
    setRound((n) => n + 1);
  }, []);
  return { open, keepGoing };
}
