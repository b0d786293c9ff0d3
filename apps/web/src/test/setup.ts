import { cleanup, configure } from "@testing-library/react";
import { afterAll, afterEach, beforeAll } from "vitest";
import { initI18n, NAMESPACES } from "../lib/i18n";
import { takeAnswerProblems } from "./answer-problems";

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

// A page's first render waits for its stubbed queries and lazy parts: 1 s (the default) was seen exceeded
// with a browser suite running beside the unit tests on 2 cores; a failing `findBy` now waits 3 s.
configure({ asyncUtilTimeout: 3_000 });

beforeAll(async () => {
  await initI18n("en", NAMESPACES);
});

/** A fetch stub's answer that no declaration accepts fails the test that stubbed it (test/answer-problems.ts). */
function failOnAnswerProblems() {
  const found = takeAnswerProblems();
  if (found.length > 0)
    throw new Error(`Stubbed API answers disagree with the declarations:\n${found.join("\n")}`);
}

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  failOnAnswerProblems();
});

afterAll(failOnAnswerProblems);
