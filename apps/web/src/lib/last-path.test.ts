import { describe, expect, it } from "vitest";
import { getLastPath, isRememberablePath, LAST_PATH_STORAGE_KEY, rememberLastPath } from "./last-path";

describe("last visited path", () => {
  it("remembers path and query", () => {
    rememberLastPath("/session-classes/12/students", "?page=2");
    expect(window.localStorage.getItem(LAST_PATH_STORAGE_KEY)).toBe("/session-classes/12/students?page=2");
    expect(getLastPath()).toBe("/session-classes/12/students?page=2");
  });

  it.each(["/login", "/line/login", "/404", "/password/Forgot", "/password/reset", "/inactive"])(
    "does not remember %s",
    (path) => {
      rememberLastPath("/home");
      rememberLastPath(path, "?x=1");
      expect(getLastPath()).toBe("/home");
      expect(isRememberablePath(path)).toBe(false);
    },
  );

  it("falls back when nothing (or something unsafe) is stored", () => {
    expect(getLastPath("/home")).toBe("/home");
    window.localStorage.setItem(LAST_PATH_STORAGE_KEY, "//evil.example");
    expect(getLastPath("/home")).toBe("/home");
  });
});
