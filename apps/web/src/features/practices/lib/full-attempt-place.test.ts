import { describe, expect, it } from "vitest";
import { type FullAttempt, fullAttemptPath } from "./full-attempt-place";

const attempt = (patch: Partial<FullAttempt>): FullAttempt => ({
  id: 70,
  full_practice_id: 9,
  user_id: 41,
  state: "in_progress",
  phase: "section",
  current_position: 1,
  break_ends_at: null,
  break_seconds_left: 0,
  started_at: "2026-11-28T09:00:00.000Z",
  submitted_at: null,
  sections: [
    { position: 1, practice_id: 3, name: "Reading", test_attempt_id: 31, state: "submitted" },
    { position: 2, practice_id: 4, name: "Math", test_attempt_id: null, state: "not_started" },
  ],
  ...patch,
});

describe("where a full practice attempt puts the student", () => {
  it("follows the server's phase: a section, BreakTime after it, then the result", () => {
    expect(fullAttemptPath(attempt({}))).toBe("/fullPractice/9/userExam/70/section/1");
    expect(fullAttemptPath(attempt({ phase: "break", break_seconds_left: 300 }))).toBe(
      "/fullPractice/9/userExam/70/breakTime/1",
    );
    expect(fullAttemptPath(attempt({ current_position: 2 }))).toBe("/fullPractice/9/userExam/70/section/2");
    expect(fullAttemptPath(attempt({ state: "submitted", phase: "done" }))).toBe(
      "/fullPractice/9/userExam/70/result",
    );
  });
});
