import type { AttemptView } from "@edu/shared/test-engine";

/**
 * Where a practice attempt stands, from the server's view: the current section's index (a practice is one
 * module per section, entered in order) and the number of its first question, counted across the practice
 * (the addresses' numbering).
 */
export type AttemptPlace = { sectionIndex: number; firstOrder: number };

export function attemptPlace(view: AttemptView, sectionSizes: readonly number[]): AttemptPlace {
  const sectionIndex = Math.max(0, view.modules.length - 1);
  const firstOrder = 1 + sectionSizes.slice(0, sectionIndex).reduce((sum, size) => sum + size, 0);
  return { sectionIndex, firstOrder };
}
