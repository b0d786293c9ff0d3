import { z } from "zod";

const count = z.number().int().min(0);

/**
 * GET /api/home/summary: what the signed-in person's home page counts, in one call.
 * Each field is counted in SQL by the module that owns its list, for exactly whom that list is open,
 * and only for the roles whose home shows it; `null` otherwise.
 */
export const homeSummarySchema = z.object({
  unread_enrollments: count
    .nullable()
    .describe("admin, staff: enrollments nobody has read yet (GET enrolled-course-sessions?is_read=0)"),
  students_to_place: count
    .nullable()
    .describe(
      "admin, staff: paid class tickets without a class (GET student-class-tickets-paid-but-no-placement)",
    ),
  outbox: z
    .object({
      delivery: z
        .enum(["smtp", "held"])
        .describe("smtp: mail leaves through SMTP_URL; held: no SMTP_URL, mail stays in the outbox unsent"),
      held: count,
      pending: count.describe("waiting to be sent (pending or sending)"),
      failed: count,
    })
    .nullable()
    .describe("admin: mail not delivered yet, as GET mail-outbox shows it"),
  contracts_to_sign: count
    .nullable()
    .describe(
      "parents, students: their family's enrollments whose contract is not signed yet (GET my-enrollments)",
    ),
  parent_link_requests: z
    .object({
      to_answer: count.describe("requests waiting for the caller's answer (can_confirm)"),
      asked_by_me: count.describe("requests the caller made, not confirmed yet (is_mine)"),
    })
    .describe("everyone: the open requests of GET parent-link-requests"),
  unfinished_progress_reports: z
    .object({ required: count, written: count })
    .nullable()
    .describe("teachers: reports due in their classes versus written (GET progress-reports/unfinished)"),
  unfinished_lesson_logs: z
    .object({
      count: count.describe("their lessons in the window with no lesson content yet"),
      days: z.number().int().describe("the window, in days back from now"),
    })
    .nullable()
    .describe("teachers: their own unfinished lesson logs (GET lesson-logs/unfinished without the rows)"),
});
export type HomeSummary = z.infer<typeof homeSummarySchema>;
