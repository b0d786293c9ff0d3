export const LAST_PATH_STORAGE_KEY = "edu.lastPath";

/** Spec §2: pages never remembered as "last visited" (login, LINE login, not-found, password, inactive). */
const EXCLUDED = [
  /^\/login\/?$/i,
  /^\/line\/login\/?$/i,
  /^\/404\/?$/,
  /^\/password(\/|$)/i,
  /^\/inactive\/?$/i,
];

export function isRememberablePath(pathname: string): boolean {
  return !EXCLUDED.some((pattern) => pattern.test(pathname));
}

/** Saves path + query unless the page is excluded. */
export function rememberLastPath(pathname: string, search = ""): void {
  if (!isRememberablePath(pathname)) return;
  try {
    window.localStorage.setItem(LAST_PATH_STORAGE_KEY, `${pathname}${search}`);
  } catch {
    // storage unavailable: nothing to remember
  }
}

/** The last remembered path + query (for the login page's redirect), or the fallback. */
export function getLastPath(fallback = "/home"): string {
  try {
    const value = window.localStorage.getItem(LAST_PATH_STORAGE_KEY);
    return value?.startsWith("/") && !value.startsWith("//") ? value : fallback;
  } catch {
    return fallback;
  }
}
