/** The accounts feature's public surface for the shell, guards and other features. */
export {
  applySignedIn,
  greetingName,
  SESSION_KEY,
  type SessionState,
  signOut,
  updateSessionUser,
  useSession,
} from "./api/session";
