import { notifications, notificationsStore } from "@mantine/notifications";
import { lazy, Suspense, useSyncExternalStore } from "react";
import { useHydrated } from "../../lib/use-hydrated";

const Notifications = lazy(() => import("./notifications-ui"));

let needed = false;
/** True from the first notification on (shown through `notifications.show` or `showNotification`). */
function hasNotified(): boolean {
  if (!needed) {
    const state = notificationsStore.getState();
    needed = state.notifications.length + state.queue.length > 0;
  }
  return needed;
}

/**
 * Mantine notifications, loaded with the first notification: the store is a few hundred bytes, the
 * component with its transitions and scroll lock ~14 KB gzip that a visitor of the landing page would
 * otherwise download right after hydration (DESIGN.md §7). It shows what was queued before it loaded.
 */
export function NotificationsHost() {
  const hydrated = useHydrated();
  const show = useSyncExternalStore(notificationsStore.subscribe, hasNotified, () => false);
  if (!hydrated || !show) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-right" zIndex={3200} />
    </Suspense>
  );
}

/** Shows a notification (the host then loads the component). */
export function showNotification(message: string, color: string): void {
  notifications.show({ message, color, autoClose: 6000 });
}
