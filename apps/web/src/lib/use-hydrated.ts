import { useSyncExternalStore } from "react";

function subscribe(): () => void {
  return () => {};
}

/** False while hydrating (and on the server), true afterwards: defer what the HTML does not need. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
