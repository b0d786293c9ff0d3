import { useSyncExternalStore } from "react";

function subscribe(): () => void {
  return () => {};
}

function getYear(): number {
  return new Date().getFullYear();
}

/** The current year, computed at run time; during hydration the build year keeps the HTML identical. */
export function useCurrentYear(): number {
  return useSyncExternalStore(subscribe, getYear, () => __BUILD_YEAR__);
}
