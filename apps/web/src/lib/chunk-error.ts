/** Spec §9: a chunk that has not arrived after this long is reported as a time-out. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export type ChunkErrorType = "timeout" | "missing" | "css" | "other";

export type ChunkError = { type: ChunkErrorType; message: string };

const MISSING_PATTERNS = [
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /failed to load module script/i,
  /loading chunk [\w-]+ failed/i,
  /\b404\b/,
  /not found/i,
];
const CSS_PATTERNS = [/unable to preload css/i, /loading css chunk/i, /css chunk load failed/i];
const TIMEOUT_PATTERNS = [/timed? ?out/i, /timeout/i];
const CHUNK_HINTS = [/dynamically imported module/i, /module script/i, /chunk/i, /preload/i];

function describe(error: unknown): { name: string; message: string } {
  if (error instanceof Error) return { name: error.name, message: error.message };
  if (typeof error === "object" && error !== null && "message" in error)
    return { name: "", message: String((error as { message: unknown }).message) };
  return { name: "", message: String(error) };
}

/** True when the error came from loading a code or style chunk (rather than from the app's own logic). */
export function isChunkLoadError(error: unknown): boolean {
  const { name, message } = describe(error);
  if (name === "ChunkLoadError" || name === "ChunkTimeoutError") return true;
  return [...CHUNK_HINTS, ...CSS_PATTERNS].some((pattern) => pattern.test(message));
}

/**
 * Classifies a chunk-load failure: `timeout` (nothing after 120 s), `missing` (404 or the module could not
 * be fetched), `css` (a style chunk failed) or `other`. Returns undefined for errors that are not chunk loads.
 */
export function classifyChunkError(error: unknown, elapsedMs?: number): ChunkErrorType | undefined {
  if (!isChunkLoadError(error)) return undefined;
  const { name, message } = describe(error);
  if (name === "ChunkTimeoutError" || (elapsedMs !== undefined && elapsedMs >= CHUNK_LOAD_TIMEOUT_MS))
    return "timeout";
  if (CSS_PATTERNS.some((pattern) => pattern.test(message))) return "css";
  if (TIMEOUT_PATTERNS.some((pattern) => pattern.test(message))) return "timeout";
  if (MISSING_PATTERNS.some((pattern) => pattern.test(message))) return "missing";
  return "other";
}

export class ChunkTimeoutError extends Error {
  override name = "ChunkTimeoutError";
  constructor(what = "route chunk") {
    super(`Loading ${what} timed out after ${CHUNK_LOAD_TIMEOUT_MS / 1000} s`);
  }
}

type Listener = (error: ChunkError | undefined) => void;
let current: ChunkError | undefined;
const listeners = new Set<Listener>();

/** Records a chunk failure seen outside React's render (preload errors, lazy translations, watchdog). */
export function reportChunkError(error: unknown, elapsedMs?: number): void {
  const type = classifyChunkError(error, elapsedMs) ?? "other";
  current = { type, message: describe(error).message };
  for (const listener of listeners) listener(current);
}

export function clearChunkError(): void {
  current = undefined;
  for (const listener of listeners) listener(current);
}

export function getChunkError(): ChunkError | undefined {
  return current;
}

export function subscribeChunkError(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
