import { useLayoutEffect } from "react";

/**
 * The first screen the server paints into a signed-in page before the app's own markup (home-paint.tsx,
 * apps/server/src/http/web-home-paint.ts): an inert, hidden-from-assistive-technology copy of what the app is
 * about to draw. While it is in the page, its stylesheet hides everything after it (the SPA fallback's
 * spinner, and the app until its page commits), so the copy and the app never show together.
 */
export const PAINTED_PAGE_ID = "edu-painted-page";

/** The element's opening tags: the copy is inert and hides its later siblings (display: none, so CLS 0). */
export const PAINTED_PAGE_START = `<div id="${PAINTED_PAGE_ID}" inert aria-hidden="true"><style>#${PAINTED_PAGE_ID}~*{display:none!important}</style>`;

/** Takes the painted copy out of the page (the app's own page, or an error view, shows instead). */
export function removePaintedPage(): void {
  if (typeof document !== "undefined") document.getElementById(PAINTED_PAGE_ID)?.remove();
}

/**
 * For the page the server painted: removes the copy as the app's page first commits, before the browser
 * paints that frame (a layout effect), so the app replaces the copy with no frame of both or of neither.
 */
export function useReplacePaintedPage(): void {
  useLayoutEffect(removePaintedPage, []);
}

/** The one page the server paints a copy of (apps/server/src/http/web-home-paint.ts, isPaintedPath). */
const PAINTED_PATH = "/home";

/**
 * In the root layout: whatever page the app shows other than the painted one (a redirect to sign in when the
 * session ends between the server's paint and the app's check, a step the app sends the user to first) takes
 * the copy away, since the copy hides everything after it.
 */
export function useRemovePaintedPageElsewhere(pathname: string): void {
  useLayoutEffect(() => {
    if (pathname.replace(/\/+$/, "") !== PAINTED_PATH) removePaintedPage();
  }, [pathname]);
}
