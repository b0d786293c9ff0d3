import type { User } from "@edu/shared";
import type { Locale } from "@edu/shared/i18n";
import { type QueryClient, queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";
import { isApiError } from "../../../lib/api-client";
import { takeBootedSessionUser, takeEarlySessionCheck } from "../../../lib/early-session";
import { landingEndpoints } from "../../../lib/endpoint-client-landing";
import { callRef } from "../../../lib/endpoint-client-refs";
import { changeLocale, currentLocale, i18n, isRestoringLocale } from "../../../lib/i18n";
import { takeChosenLocale } from "../../../lib/locale-storage";
import { onSessionReset, resetSession, setSessionUser, writeSignedInHint } from "../../../lib/session-store";

export const SESSION_KEY = ["session", "me"] as const;

/** POST /api/me: the signed-in user, or null when signed out (a 401 here is an answer, not a redirect). */
export async function fetchSessionUser(signal?: AbortSignal): Promise<User | null> {
  try {
    const user = await (takeEarlySessionCheck() ??
      callRef(landingEndpoints.getMe, {}, { authOptional: true, overlay: false, silent: true, signal }));
    setSessionUser(user);
    writeSignedInHint(true);
    return user;
  } catch (error) {
    if (isApiError(error) && (error.status === 401 || error.status === 400)) return null;
    throw error;
  }
}

/** The user the page came with, if any (once): remembered as fetchSessionUser would. */
function bootedSessionUser(): User | undefined {
  const user = takeBootedSessionUser();
  if (user) {
    setSessionUser(user);
    writeSignedInHint(true);
  }
  return user;
}

export const sessionQuery = () =>
  queryOptions({
    queryKey: SESSION_KEY,
    queryFn: ({ signal }) => fetchSessionUser(signal),
    initialData: bootedSessionUser,
    // The session changes only through sign-in, sign-out, binding and 401s, which all update this entry.
    staleTime: Number.POSITIVE_INFINITY,
  });

const wired = new WeakSet<QueryClient>();

/**
 * Once per query client: a reset (logout or any 401) leaves the session as "signed out" rather than
 * unknown (so nothing asks /me again in a loop), and a language switch while signed in is saved (not the
 * browser's own saved language restored on a page: isRestoringLocale).
 */
function wireSession(client: QueryClient): void {
  if (wired.has(client)) return;
  wired.add(client);
  onSessionReset(() => client.setQueryData(SESSION_KEY, null));
  i18n.on("languageChanged", () => {
    if (isRestoringLocale()) return;
    const user = client.getQueryData<User | null>(SESSION_KEY);
    const lang = currentLocale();
    if (!user || user.lang === lang) return;
    client.setQueryData(SESSION_KEY, { ...user, lang } as User);
    void callRef(landingEndpoints.updateLang, { body: { lang } }, { overlay: false, silent: true }).catch(
      () => {},
    );
  });
}

/**
 * A reset clears the query cache, which cancels an in-flight /me silently and leaves its observers
 * waiting on a query that no longer exists. Counting resets lets useSession re-render and pick up the
 * fresh "signed out" entry.
 */
let resetCount = 0;
const resetListeners = new Set<() => void>();
onSessionReset(() => {
  resetCount += 1;
  for (const listener of resetListeners) listener();
});
const subscribeResets = (listener: () => void) => {
  resetListeners.add(listener);
  return () => resetListeners.delete(listener);
};

export type SessionState = { user: User | null | undefined; isPending: boolean };

/** The signed-in user (undefined while asking, null when signed out). */
export function useSession(options: { enabled?: boolean } = {}): SessionState {
  const client = useQueryClient();
  wireSession(client);
  useSyncExternalStore(
    subscribeResets,
    () => resetCount,
    () => 0,
  );
  const query = useQuery({ ...sessionQuery(), enabled: options.enabled ?? true });
  return { user: query.data, isPending: query.isPending && query.fetchStatus !== "idle" };
}

/**
 * After login, register or quick register: remember the user, then the language. One picked with the switch
 * before signing in wins and becomes the saved one; otherwise switch to the language the account saved.
 */
export async function applySignedIn(client: QueryClient, user: User): Promise<void> {
  wireSession(client);
  setSessionUser(user);
  writeSignedInHint(true);
  const chosen = takeChosenLocale();
  if (chosen && chosen !== user.lang) {
    client.setQueryData(SESSION_KEY, { ...user, lang: chosen } as User);
    if (chosen !== currentLocale()) await changeLocale(chosen);
    const saved = await callRef(
      landingEndpoints.updateLang,
      { body: { lang: chosen } },
      { overlay: false, silent: true },
    ).catch(() => undefined);
    if (saved) updateSessionUser(client, saved);
    return;
  }
  client.setQueryData(SESSION_KEY, user);
  if (user.lang !== currentLocale()) await changeLocale(user.lang as Locale);
}

/** Replaces the cached user (after binding or a profile change). */
export function updateSessionUser(client: QueryClient, user: User): void {
  setSessionUser(user);
  client.setQueryData(SESSION_KEY, user);
}

/** POST /api/logout, then forget everything about the user whatever the server said. */
export async function signOut(): Promise<void> {
  try {
    await callRef(landingEndpoints.logout, {}, { authOptional: true, silent: true });
  } catch {
    // already signed out server-side: the local reset below is what matters
  }
  resetSession();
}

/** The name the account menu greets with: first name, else username. */
export function greetingName(user: Pick<User, "first_name" | "username">): string {
  return user.first_name.trim() || user.username;
}
