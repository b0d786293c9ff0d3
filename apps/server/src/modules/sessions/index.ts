// Sessions are a module of their own so that accounts (sign-in), users (deactivation, merge), line
// (LINE sign-in) and the auth hook share them without depending on each other.

export {
  SESSION_CACHE_CHANNEL,
  SessionCache,
  type SessionCacheHandle,
  startSessionCache,
} from "./session-cache";
export { sessionsModule } from "./sessions.manifest";
export {
  createSession,
  hashToken,
  newToken,
  type ResolvedSession,
  resolveSession,
  revokeSession,
  revokeUserSessions,
  SESSION_ABSOLUTE_MS,
} from "./sessions.service";
export { sessions } from "./sessions.table";
