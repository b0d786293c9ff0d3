import { describe, expect, it, vi } from "vitest";
import {
  CHUNK_LOAD_TIMEOUT_MS,
  ChunkTimeoutError,
  classifyChunkError,
  clearChunkError,
  getChunkError,
  reportChunkError,
  subscribeChunkError,
} from "./chunk-error";

describe("classifyChunkError", () => {
  it.each([
    ["Failed to fetch dynamically imported module: https://x/assets/a.js", "missing"],
    ["error loading dynamically imported module: /assets/a.js", "missing"],
    ["Importing a module script failed.", "missing"],
    ["Unable to preload CSS for /assets/root.css", "css"],
    ["Loading chunk 42 failed. (timeout: /assets/a.js)", "timeout"],
  ])("classifies %j as %s", (message, type) => {
    expect(classifyChunkError(new TypeError(message))).toBe(type);
  });

  it("reports a chunk that took 120 s or more as a time-out", () => {
    const error = new TypeError("Failed to fetch dynamically imported module: /assets/a.js");
    expect(classifyChunkError(error, CHUNK_LOAD_TIMEOUT_MS)).toBe("timeout");
    expect(classifyChunkError(error, CHUNK_LOAD_TIMEOUT_MS - 1)).toBe("missing");
    expect(classifyChunkError(new ChunkTimeoutError("/x"))).toBe("timeout");
  });

  it("calls an unrecognised chunk failure `other`", () => {
    expect(classifyChunkError(new Error("Could not preload /assets/a.js: blocked by client"))).toBe("other");
  });

  it("ignores errors that are not chunk loads", () => {
    expect(classifyChunkError(new Error("Cannot read properties of undefined"))).toBeUndefined();
    expect(classifyChunkError("404")).toBeUndefined();
  });

  it("keeps the last reported failure for the dialog and tells subscribers", () => {
    const listener = vi.fn();
    const unsubscribe = subscribeChunkError(listener);
    reportChunkError(new Error("Unable to preload CSS for /assets/x.css"));
    expect(getChunkError()?.type).toBe("css");
    expect(listener).toHaveBeenCalledWith(expect.objectContaining({ type: "css" }));
    clearChunkError();
    expect(getChunkError()).toBeUndefined();
    unsubscribe();
  });
});
