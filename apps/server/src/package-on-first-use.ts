import { createRequire } from "node:module";

// Node 24's require() loads CommonJS and ES modules (without top-level await) alike, synchronously. The
// bundle (build.mjs) leaves the specifier to node_modules: the package is read at the first call, not at start.
const requirePackage = createRequire(import.meta.url);

/**
 * A package that only some requests need, for callers that are synchronous (a search key inside a sync
 * mapper): loaded at the getter's first call and kept. An async caller uses `await import()` instead. Issue
 * 36: each such package held at start costs the idle API 1–8 MB (bench/RESULTS.md, memory section).
 */
export function packageOnFirstUse<T>(specifier: string): () => T {
  let loaded: T | undefined;
  return () => {
    loaded ??= requirePackage(specifier) as T;
    return loaded;
  };
}
