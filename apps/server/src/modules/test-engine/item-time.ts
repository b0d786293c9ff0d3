/**
 * Seconds per item from what the browser reported (pure; the events in time order). An item counts from
 * its `enter` until its `leave`, the next `enter` (another item shown) or the module's end, and only while
 * the page was visible: `hidden` stops the count, `visible` starts it again. Time with no item on screen
 * (a review page, a break) counts for nothing.
 */
export type TimedEvent = {
  moduleKey: string;
  itemKey: string | null;
  type: "enter" | "leave" | "hidden" | "visible";
  at: Date;
};

export function itemSeconds(
  events: readonly TimedEvent[],
  moduleEnd: (moduleKey: string) => Date,
): Map<string, number> {
  const totals = new Map<string, number>();
  const add = (item: string, from: Date, to: Date) => {
    const ms = Math.max(0, to.getTime() - from.getTime());
    totals.set(item, (totals.get(item) ?? 0) + ms);
  };
  const byModule = new Map<string, TimedEvent[]>();
  for (const event of events)
    byModule.set(event.moduleKey, [...(byModule.get(event.moduleKey) ?? []), event]);

  for (const [moduleKey, moduleEvents] of byModule) {
    let current: string | null = null;
    let visible = true;
    let since = new Date(0);
    const close = (at: Date) => {
      if (current !== null && visible) add(current, since, at);
    };
    for (const event of moduleEvents) {
      if (event.type === "enter" && event.itemKey !== null) {
        close(event.at);
        current = event.itemKey;
        since = event.at;
      } else if (event.type === "leave") {
        if (event.itemKey === null || event.itemKey === current) {
          close(event.at);
          current = null;
        }
      } else if (event.type === "hidden") {
        close(event.at);
        visible = false;
      } else if (event.type === "visible") {
        if (!visible) since = event.at;
        visible = true;
      }
    }
    close(moduleEnd(moduleKey));
  }
  return new Map([...totals].map(([key, ms]) => [key, Math.round(ms / 100) / 10]));
}
