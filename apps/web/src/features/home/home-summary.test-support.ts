import type { HomeSummary } from "@edu/shared";

/** A home summary as the server answers it for a caller who sees nothing but link requests, with overrides. */
export const homeSummary = (overrides: Partial<HomeSummary> = {}): HomeSummary => ({
  unread_enrollments: null,
  students_to_place: null,
  outbox: null,
  contracts_to_sign: null,
  parent_link_requests: { to_answer: 0, asked_by_me: 0 },
  unfinished_progress_reports: null,
  unfinished_lesson_logs: null,
  ...overrides,
});
