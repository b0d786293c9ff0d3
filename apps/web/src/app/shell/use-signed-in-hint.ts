import { useSyncExternalStore } from "react";
import { readSignedInHint, subscribeSignedInHint } from "../../lib/session-store";

/** The "probably signed in" hint; false while hydrating (the prerendered HTML shows Log in). */
export function useSignedInHint(): boolean {
  return useSyncExternalStore(subscribeSignedInHint, readSignedInHint, () => false);
}
