/**
 * Client-side session state. The session token itself is an HttpOnly cookie the server sets: it is never
 * readable here and never stored in localStorage. This store only holds what the UI knows about the user.
 */
export type SessionUser = { id: number; username: string; first_name?: string | null };

type Listener = () => void;

let user: SessionUser | null = null;
const listeners = new Set<Listener>();
const resetHandlers = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function getSessionUser(): SessionUser | null {
  return user;
}

export function setSessionUser(next: SessionUser | null): void {
  user = next;
  emit();
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Extra clean-up to run when the session ends (e.g. clearing the query cache). */
export function onSessionReset(handler: () => void): () => void {
  resetHandlers.add(handler);
  return () => resetHandlers.delete(handler);
}

/**
 * A non-sensitive "probably signed in" hint (the session cookie is HttpOnly, so the page cannot see it).
 * Set on sign-in, cleared on sign-out and on any 401; it only decides whether the header loads the
 * account menu (and asks the server who is signed in) before anything else needs the session.
 */
export const SIGNED_IN_HINT_KEY = "edu.signedIn";
const hintListeners = new Set<Listener>();

/** Set beside the HttpOnly session cookie by the server at every sign-in (http/auth.ts), cleared at logout. */
const SIGNED_IN_COOKIE = "signed_in";

function hasSignedInCookie(): boolean {
  return typeof document !== "undefined" && document.cookie.split(/;\s*/).includes(`${SIGNED_IN_COOKIE}=1`);
}

export function readSignedInHint(): boolean {
  if (hasSignedInCookie()) return true;
  try {
    return typeof window !== "undefined" && window.localStorage.getItem(SIGNED_IN_HINT_KEY) === "1";
  } catch {
    return false;
  }
}

export function writeSignedInHint(signedIn: boolean): void {
  if (readSignedInHint() === signedIn) return;
  try {
    if (signedIn) window.localStorage.setItem(SIGNED_IN_HINT_KEY, "1");
    else {
      window.localStorage.removeItem(SIGNED_IN_HINT_KEY);
      // The session is gone (401, logout): a left-over hint cookie would only ask again.
      // biome-ignore lint/suspicious/noDocumentCookie: one fixed string; the Cookie Store API is not in every browser we serve
      document.cookie = `${SIGNED_IN_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
    }
  } catch {
    // storage unavailable: the header simply asks the server later
  }
  for (const listener of hintListeners) listener();
}

export function subscribeSignedInHint(listener: Listener): () => void {
  hintListeners.add(listener);
  return () => hintListeners.delete(listener);
}

/** Forgets the user and everything cached for them (spec §8, HTTP 401). */
export function resetSession(): void {
  user = null;
  writeSignedInHint(false);
  for (const handler of resetHandlers) handler();
  emit();
}
