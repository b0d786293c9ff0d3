import type { User } from "@edu/shared";
import { takeBootUser } from "./boot-data";
import { landingEndpoints } from "./endpoint-client-landing";
import { callRef } from "./endpoint-client-refs";
import { onSessionReset, readSignedInHint, subscribeSession } from "./session-store";

/**
 * POST /api/me started as the app boots, in a browser that signed in here (the `signed_in` hint cookie or
 * flag): the answer is ready by the time the signed-in layout asks, instead of being asked only after every
 * route chunk has loaded (measured on /home: /api/me went out at ~1.3 s, after ~20 scripts). Visitors without
 * the hint never send it (no 401 in their console). A signed-in page the server sent with the answer in it
 * (lib/boot-data.ts) needs no request at all.
 */
let early: Promise<User> | undefined;
/** The user the page came with (lib/boot-data.ts), while nobody has taken the early answer. */
let booted: User | undefined;

export function startEarlySessionCheck(): void {
  if (early) return;
  booted = takeBootUser();
  if (!booted && !readSignedInHint()) return;
  early = booted
    ? Promise.resolve(booted)
    : callRef(landingEndpoints.getMe, {}, { authOptional: true, overlay: false, silent: true });
  // Whoever takes it handles the outcome; until then a 401 must not count as unhandled.
  early.catch(() => undefined);
  // A sign-in, sign-out or 401 before anyone took it makes its answer stale.
  const forget = () => {
    early = undefined;
    booted = undefined;
    stopUser();
    stopReset();
  };
  const stopUser = subscribeSession(forget);
  const stopReset = onSessionReset(forget);
}

/** The early request, once: the session query's first fetch awaits it rather than asking again. */
export function takeEarlySessionCheck(): Promise<User> | undefined {
  const pending = early;
  early = undefined;
  booted = undefined;
  return pending;
}

/**
 * The user the page came with, now, once (and the early answer with it): the session query starts from it, so
 * the signed-in layout renders at once instead of a loader for a frame or two (under which the footer showed,
 * then was pushed out of view: Lighthouse CLS 0.11 on /home).
 */
export function takeBootedSessionUser(): User | undefined {
  const user = booted;
  if (user) takeEarlySessionCheck();
  return user;
}
