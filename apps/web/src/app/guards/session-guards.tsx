import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect, useSyncExternalStore } from "react";
import { Navigate, useLocation } from "react-router";
import { PageLoader } from "../../components/page-loader";
import { SESSION_KEY, useSession } from "../../features/auth";
import { readSignedInHint, subscribeSignedInHint } from "../../lib/session-store";
import { useSignedInHint } from "../shell/use-signed-in-hint";

/** How old the session's answer may be and still count as the refresh on entering a signed-in area. */
const JUST_ANSWERED_MS = 5_000;

/**
 * Spec §2 navigation rules for signed-in areas. Without a session → /login (the shell has remembered the
 * path, and the login page returns to it). `requireBound`: an unbound account → /register-detail.
 * The user is refreshed from the server on entering the area.
 */
export function SessionGate({ requireBound, children }: { requireBound: boolean; children: ReactNode }) {
  // The server sets and clears the hint cookie with the session cookie (http/auth.ts): without it there is no
  // session to ask about, and a visitor goes to /login without a POST /api/me answered 401 in the console.
  // Read as the page is now (this gate is never prerendered, so no hydration to agree with).
  const hinted = useSyncExternalStore(subscribeSignedInHint, readSignedInHint, readSignedInHint);
  const { user } = useSession({ enabled: hinted });
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  // Refresh the profile on entry (spec §2), without holding the page when it is already known; an answer the
  // server gave moments ago (the page came with it, or the sign-in returned it) is that refresh already.
  useEffect(() => {
    const state = queryClient.getQueryState(SESSION_KEY);
    if (state?.data && Date.now() - state.dataUpdatedAt > JUST_ANSWERED_MS) {
      void queryClient.invalidateQueries({ queryKey: SESSION_KEY });
    }
  }, [queryClient]);
  if (user === null || (user === undefined && !hinted)) return <Navigate to="/login" replace />;
  if (user === undefined) return <PageLoader />;
  if (requireBound && !user.finish_bind && pathname !== "/register-detail") {
    return <Navigate to="/register-detail" replace />;
  }
  return <>{children}</>;
}

/** Spec §2: a signed-in user on /login, /line/login, /register or /inactive goes to /home. */
export function GuestGate({ children }: { children: ReactNode }) {
  // Only ask the server when this browser signed in before: visitors are not worth a 401 round trip.
  const { user } = useSession({ enabled: useSignedInHint() });
  if (user) return <Navigate to="/home" replace />;
  return <>{children}</>;
}
