import type { CalendarFeedCreated, CalendarFeedStatus, OkAnswer } from "@edu/shared";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export type { CalendarFeedCreated, CalendarFeedStatus };

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
    mutationFn: () => api.delete<OkAnswer>("/calendar-feed"),
    onSuccess: () => client.invalidateQueries({ queryKey: calendarFeedKey }),
  });
}
