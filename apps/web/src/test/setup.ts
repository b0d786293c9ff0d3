import { cleanup } from "@testing-library/react";
import { afterEach, beforeAll } from "vitest";
import { initI18n, NAMESPACES } from "../lib/i18n";

beforeAll(async () => {
  await initI18n("en", NAMESPACES);
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
