import type { RouteConfigEntry } from "@react-router/dev/routes";

/**
 * One feature's routes (`features/<name>/routes.ts`), grouped by the guard that wraps them; src/routes.ts
 * composes every feature's lists into the route table. Build-time only: nothing in the app imports these
 * files (they import @react-router/dev). File paths are relative to src/, as React Router expects.
 */
export interface FeatureRoutes {
  /** Anyone; public pages that paint from HTML are also listed in react-router.config.ts `prerender`. */
  public?: RouteConfigEntry[];
  /** Signed-out visitors only (app/guards/guest-only.tsx). */
  guestOnly?: RouteConfigEntry[];
  /** A session that may still have to finish its registration (app/guards/require-session.tsx). */
  session?: RouteConfigEntry[];
  /** A signed-in, active account (app/guards/require-auth.tsx); role rules are the pages' own. */
  signedIn?: RouteConfigEntry[];
}
