import { z } from "zod";

/** GET calendar-feed: whether the caller has a calendar address (it is shown only when made). */
export const calendarFeedStatusSchema = z.object({
  active: z.boolean(),
  created_at: z.string().nullable(),
  last_read_at: z.string().nullable(),
});
/** POST calendar-feed: a new private address (the old one stops working). */
export const calendarFeedCreatedSchema = z.object({
  url: z.string().describe("the private iCal address to paste into Google or Apple Calendar"),
  created_at: z.string(),
});
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusSchema>;
export type CalendarFeedCreated = z.infer<typeof calendarFeedCreatedSchema>;
export const calendarFeedTokenParamsSchema = z.object({
  token: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}(\.ics)?$/, { error: "invalid_link" })
    .transform((value) => value.replace(/\.ics$/, "")),
});
