/**
 * The proctor's countdown (/tests/timer) as pure state over a clock, so pausing, resuming and moving on
 * are testable without waiting: `remaining(state, now)` is what the big digits show.
 */
export type TimerPart = { key: string; minutes: number; isBreak?: boolean };
export type TimerState = {
  parts: readonly TimerPart[];
  index: number;
  /** Milliseconds left when last paused (or the part's full length before it starts). */
  leftMs: number;
  /** When it was last started or resumed; null while paused. */
  runningSince: number | null;
};

/** Timings of today's formats, minutes per part (published by the test makers; breaks as scheduled). */
export const TIMER_PRESETS: Record<"sat" | "act" | "toefl", readonly TimerPart[]> = {
  sat: [
    { key: "rw1", minutes: 32 },
    { key: "rw2", minutes: 32 },
    { key: "break", minutes: 10, isBreak: true },
    { key: "math1", minutes: 35 },
    { key: "math2", minutes: 35 },
  ],
  act: [
    { key: "english", minutes: 35 },
    { key: "math", minutes: 50 },
    { key: "break", minutes: 10, isBreak: true },
    { key: "reading", minutes: 40 },
    { key: "science", minutes: 40 },
  ],
  toefl: [
    { key: "reading", minutes: 30 },
    { key: "listening", minutes: 29 },
    { key: "writing", minutes: 23 },
    { key: "speaking", minutes: 8 },
  ],
};

const lengthOf = (part: TimerPart | undefined) => (part ? part.minutes * 60_000 : 0);

export const newTimer = (parts: readonly TimerPart[]): TimerState => ({
  parts,
  index: 0,
  leftMs: lengthOf(parts[0]),
  runningSince: null,
});

export const remaining = (state: TimerState, now: number) =>
  Math.max(0, state.runningSince === null ? state.leftMs : state.leftMs - (now - state.runningSince));

export const isRunning = (state: TimerState) => state.runningSince !== null;

export const start = (state: TimerState, now: number): TimerState =>
  state.runningSince !== null || remaining(state, now) === 0 ? state : { ...state, runningSince: now };

export const pause = (state: TimerState, now: number): TimerState =>
  state.runningSince === null ? state : { ...state, leftMs: remaining(state, now), runningSince: null };

export const toggle = (state: TimerState, now: number) =>
  isRunning(state) ? pause(state, now) : start(state, now);

/** The next part, waiting to be started (the proctor starts it when the room is ready). */
export const next = (state: TimerState): TimerState => {
  const index = Math.min(state.index + 1, state.parts.length);
  return { ...state, index, leftMs: lengthOf(state.parts[index]), runningSince: null };
};

export const restartPart = (state: TimerState): TimerState => ({
  ...state,
  leftMs: lengthOf(state.parts[state.index]),
  runningSince: null,
});

export const finished = (state: TimerState) => state.index >= state.parts.length;

/** 1:05:09 or 32:00: hours only when there are some. */
export function clockText(ms: number) {
  const total = Math.ceil(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number) => String(n).padStart(2, "0");
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}
