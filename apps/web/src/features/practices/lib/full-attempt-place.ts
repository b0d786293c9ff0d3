import type { fullPracticeAttemptSchema } from "@edu/shared/practices";
import type { z } from "zod";
import { practicePaths } from "./paths";

export type FullAttempt = z.output<typeof fullPracticeAttemptSchema>;

/** The current section's 1-based order (the address's number) in the walk. */
export function currentOrder(attempt: FullAttempt): number {
  const index = attempt.sections.findIndex((section) => section.position === attempt.current_position);
  return index < 0 ? 1 : index + 1;
}

/** The screen the server's state puts the student on: a section, BreakTime after it, or the result. */
export function fullAttemptPath(attempt: FullAttempt): string {
  const { full_practice_id: id, id: attemptId } = attempt;
  if (attempt.state === "submitted" || attempt.phase === "done")
    return practicePaths.fullResult(id, attemptId);
  if (attempt.phase === "break") return practicePaths.fullBreak(id, attemptId, currentOrder(attempt));
  return practicePaths.fullSection(id, attemptId, currentOrder(attempt));
}
