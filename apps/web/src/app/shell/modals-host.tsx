import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";

/**
 * Mantine's ModalsProvider, loaded only when a page needs a modal (keeps it out of the landing JS).
 * `modals.open*` calls reach it through window events, so it needs no children.
 */
const ModalsProvider = lazy(() =>
  import("@mantine/modals").then((module) => ({ default: module.ModalsProvider })),
);

let requested = false;
let markReady: () => void = () => {};
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});
const listeners = new Set<() => void>();

/** Asks for the modals host; resolves once it listens for `modals.open*` calls. */
export function whenModalsReady(): Promise<void> {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  return ready;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function ReadySignal() {
  // Runs before the provider's own effects in the same commit; the promise resolves after all of them.
  useEffect(() => markReady(), []);
  return null;
}

export function ModalsHost() {
  const isRequested = useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
  if (!isRequested) return null;
  return (
    <Suspense fallback={null}>
      <ModalsProvider>
        <ReadySignal />
      </ModalsProvider>
    </Suspense>
  );
}
