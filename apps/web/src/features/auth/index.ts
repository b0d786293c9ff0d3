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
export { useViewerRoles } from "./api/use-viewer-roles";
/** The captcha image, refresh button and answer, for visitor forms (enrollment). */
export { CaptchaField } from "./components/captcha-field";
