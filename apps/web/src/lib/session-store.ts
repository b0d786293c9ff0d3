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

/** Forgets the user and everything cached for them (spec §8, HTTP 401). */
export function resetSession(): void {
  user = null;
  for (const handler of resetHandlers) handler();
  emit();
}
