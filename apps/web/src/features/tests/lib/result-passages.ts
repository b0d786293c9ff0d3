import type { StudentStimulus } from "@edu/shared/test-engine";

/**
 * For each item (in order), the passages it is the first to refer to: a passage shows once, above the
 * first question that asks about it. Items referring to a passage the result does not carry get none.
 */
export function passagesBefore(
  items: readonly { content: { stimuli: readonly string[] } }[],
  stimuli: readonly StudentStimulus[],
): StudentStimulus[][] {
  const byKey = new Map(stimuli.map((stimulus) => [stimulus.key, stimulus]));
  const shown = new Set<string>();
  return items.map((item) =>
    item.content.stimuli.flatMap((key) => {
      const stimulus = byKey.get(key);
      if (!stimulus || shown.has(key)) return [];
      shown.add(key);
      return [stimulus];
    }),
  );
}
