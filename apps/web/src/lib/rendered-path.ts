import { useLayoutEffect } from "react";
import type { Location } from "react-router";

/**
 * Marks `<html data-rendered-path>` with the address whose page React has committed. The router's own state
 * moves first: a navigation's render is a transition, so under load the previous page can stay on screen for a
 * while after `router.state` says the new one is there. Browser checks that judge "the page at this address"
 * (e2e/tests/a11y-sweep.spec.ts) wait for this mark, as they wait for `data-hydrated`.
 */
export function useMarkRenderedPath({ pathname, search }: Pick<Location, "pathname" | "search">): void {
  useLayoutEffect(() => {
    document.documentElement.dataset.renderedPath = `${pathname}${search}`;
  }, [pathname, search]);
}
