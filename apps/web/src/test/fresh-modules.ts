import { afterAll, vi } from "vitest";

/**
 * The web project runs with `isolate: false` (vitest.config.ts): one worker and one DOM serve many test
 * files, and packages from node_modules (React, Mantine, tiptap) are loaded once per worker. This file runs
 * first in each test file and gives it what isolation gave: the app's own modules are evaluated afresh (module
 * state such as the i18n instance, and `vi.mock` of an app module, never carry over), and the document starts
 * empty (portals, scroll locks and attributes a previous file left behind are gone). Packages that keep
 * state of their own are inlined in vitest.config.ts, so they are evaluated afresh too.
 */
vi.resetModules();

function resetDocument() {
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const element of [document.documentElement, document.body]) {
    for (const name of element.getAttributeNames()) element.removeAttribute(name);
  }
  document.title = "";
}
resetDocument();

afterAll(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.useRealTimers();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
