import { LoadingOverlay } from "@mantine/core";
import { useSyncExternalStore } from "react";
import { getPendingCount, subscribeLoading } from "../../lib/loading-store";

/** Covers the page while at least one API call that asked for it is running. */
export function GlobalLoadingOverlay() {
  const pending = useSyncExternalStore(subscribeLoading, getPendingCount, () => 0);
  return (
    <LoadingOverlay
      visible={pending > 0}
      pos="fixed"
      zIndex={3000}
      overlayProps={{ backgroundOpacity: 0.25, blur: 1 }}
      transitionProps={{ duration: 150 }}
      data-testid="global-loading-overlay"
    />
  );
}
