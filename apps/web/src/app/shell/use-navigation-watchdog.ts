import { useEffect } from "react";
import { useNavigation } from "react-router";
import { CHUNK_LOAD_TIMEOUT_MS, ChunkTimeoutError, reportChunkError } from "../../lib/chunk-error";

/** A navigation whose route chunk has not arrived after 120 s is reported as a chunk time-out. */
export function useNavigationWatchdog(timeoutMs = CHUNK_LOAD_TIMEOUT_MS): void {
  const { state, location } = useNavigation();
  const target = location ? `${location.pathname}${location.search}` : undefined;
  useEffect(() => {
    if (state !== "loading" || !target) return;
    const timer = window.setTimeout(
      () => reportChunkError(new ChunkTimeoutError(target), timeoutMs),
      timeoutMs,
    );
    return () => window.clearTimeout(timer);
  }, [state, target, timeoutMs]);
}
