import { findModule, type TestForm, timeLimitsOf } from "@edu/shared/test-engine";

/**
 * The server's clock is the only clock (issue 32): services take one, routes pass the system's, tests a
 * fake one. A module's deadline is set when it starts, from the form's limits (timing.ts): its own limit,
 * and never past the attempt's overall limit.
 */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

const plus = (at: Date, seconds: number) => new Date(at.getTime() + seconds * 1000);

export function attemptDeadlineOf(form: TestForm, startedAt: Date): Date | null {
  const total = timeLimitsOf(form).total_seconds;
  return total === null ? null : plus(startedAt, total);
}

export function moduleDeadlineOf(
  form: TestForm,
  moduleKey: string,
  startedAt: Date,
  attemptDeadline: Date | null,
): Date | null {
  const own = timeLimitsOf(form).modules[moduleKey] ?? null;
  const deadline = own === null ? null : plus(startedAt, own);
  if (deadline === null) return attemptDeadline;
  if (attemptDeadline === null) return deadline;
  return deadline < attemptDeadline ? deadline : attemptDeadline;
}

/** Whole seconds left (rounded down, never below 0); null for an untimed module. */
export const remainingSecondsOf = (deadline: Date | null, now: Date): number | null =>
  deadline === null ? null : Math.max(0, Math.floor((deadline.getTime() - now.getTime()) / 1000));

/** Whether the time is up at `now` (a deadline is the first instant that no longer counts). */
export const isPast = (deadline: Date | null, now: Date) => deadline !== null && now >= deadline;

/**
 * The break before entering section `nextSection` after the modules of `route`: the last module's
 * section's `break_after_seconds` when the attempt leaves that section (0 inside a section or at the start).
 */
export function breakSecondsBefore(form: TestForm, route: readonly string[], nextSection: string): number {
  const last = route.at(-1);
  const place = last === undefined ? undefined : findModule(form, last);
  return place && place.section.key !== nextSection ? place.section.break_after_seconds : 0;
}

export const breakEndOf = (now: Date, seconds: number) => plus(now, seconds);
