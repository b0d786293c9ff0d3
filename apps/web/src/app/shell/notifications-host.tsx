import { lazy, Suspense } from "react";
import { useHydrated } from "../../lib/use-hydrated";

const Notifications = lazy(() =>
  import("@mantine/notifications").then((module) => ({ default: module.Notifications })),
);

/** Mantine notifications, loaded after hydration (not part of the page's initial JavaScript). */
export function NotificationsHost() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-right" zIndex={3200} />
    </Suspense>
  );
}

/** Shows a notification, loading the notifications module on first use. */
export function showNotification(message: string, color: string): void {
  void import("@mantine/notifications").then(({ notifications }) =>
    notifications.show({ message, color, autoClose: 6000 }),
  );
}
