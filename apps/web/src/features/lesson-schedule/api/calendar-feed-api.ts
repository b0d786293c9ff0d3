import type { CalendarFeedCreated, CalendarFeedStatus } from "@edu/shared";
import { calendarFeedEndpoints as endpoints } from "@edu/shared/lessons";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/endpoint-client";

export type { CalendarFeedCreated, CalendarFeedStatus };

const calendarFeedKey = ["calendar-feed"] as const;

/** GET calendar-feed: whether I have a private calendar address (the server keeps only its hash). */
export const calendarFeedQuery = () =>
  queryOptions({
    queryKey: calendarFeedKey,
    queryFn: ({ signal }) => call(endpoints.getCalendarFeed, {}, { signal, overlay: false, silent: true }),
  });

/** POST calendar-feed: a new address, answered once (an earlier one stops working). */
export function useMakeCalendarFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(endpoints.createCalendarFeed, {}),
    onSuccess: () => client.invalidateQueries({ queryKey: calendarFeedKey }),
  });
}

/** DELETE calendar-feed: the address stops working. */
export function useStopCalendarFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(endpoints.deleteCalendarFeed, {}),
    onSuccess: () => client.invalidateQueries({ queryKey: calendarFeedKey }),
  });
}
