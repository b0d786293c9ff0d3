import { describe, expect, it } from "vitest";
import {
  clockText,
  finished,
  newTimer,
  next,
  pause,
  remaining,
  restartPart,
  start,
  TIMER_PRESETS,
  toggle,
} from "./proctor-timer";

describe("the proctor's timer", () => {
  const parts = [
    { key: "a", minutes: 2 },
    { key: "b", minutes: 1 },
  ];

  it("counts down only while running, keeping the time left across a pause", () => {
    let state = newTimer(parts);
    expect(remaining(state, 5_000)).toBe(120_000);
    state = start(state, 10_000);
    expect(remaining(state, 40_000)).toBe(90_000);
    state = pause(state, 40_000);
    expect(remaining(state, 100_000)).toBe(90_000);
    state = toggle(state, 100_000);
    expect(remaining(state, 190_000)).toBe(0);
    expect(clockText(remaining(state, 150_000))).toBe("00:40");
  });

  it("moves to the next part stopped, starts a part again, and ends after the last", () => {
    let state = start(newTimer(parts), 0);
    state = next(state);
    expect(state.index).toBe(1);
    expect(remaining(state, 999_999)).toBe(60_000);
    state = restartPart(pause(start(state, 0), 30_000));
    expect(remaining(state, 0)).toBe(60_000);
    expect(finished(next(state))).toBe(true);
  });

  it("writes hours when a part is long, and knows today's SAT timing", () => {
    expect(clockText(3_909_000)).toBe("1:05:09");
    expect(TIMER_PRESETS.sat.reduce((sum, part) => sum + part.minutes, 0)).toBe(144);
  });
});
