import { cleanup } from "@testing-library/react";
import { afterEach, beforeAll } from "vitest";
import { initI18n, NAMESPACES } from "../lib/i18n";

// jsdom has no font loading or resize observing; Mantine's autosize Textarea listens to both.
if (!("fonts" in document)) {
  Object.defineProperty(document, "fonts", {
    value: Object.assign(new EventTarget(), { ready: Promise.resolve() }),
  });
}
if (!("ResizeObserver" in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

beforeAll(async () => {
  await initI18n("en", NAMESPACES);
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
