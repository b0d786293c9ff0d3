import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** The answers of calendar-feed (shared lessons/calendar-feeds.schemas.ts). */
export type CalendarFeedStatus = { active: boolean; created_at: string | null; last_read_at: string | null };
export type CalendarFeedCreated = { url: string; created_at: string };

const calendarFeedKey = ["calendar-feed"] as const;

/** GET calendar-feed: whether I have a private calendar address (the server keeps only its hash). */
export const calendarFeedQuery = () =>
  queryOptions({
    queryKey: calendarFeedKey,
    queryFn: ({ signal }) =>
      api.get<CalendarFeedStatus>("/calendar-feed", { signal, overlay: false, silent: true }),
  });

/** POST calendar-feed: a new address, answered once (an earlier one stops working). */
export function useMakeCalendarFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<CalendarFeedCreated>("/calendar-feed"),
    onSuccess: () => client.invalidateQueries({ queryKey: calendarFeedKey }),
  });
}

/** DELETE calendar-feed: the address stops working. */
export function useStopCalendarFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<{ ok: true }>("/calendar-feed"),
    onSuccess: () => client.invalidateQueries({ queryKey: calendarFeedKey }),
  });
}
