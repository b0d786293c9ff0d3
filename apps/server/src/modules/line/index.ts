export { lineRoutes } from "./line.routes";
export { signLineUserIdToken, verifyLineUserIdToken } from "./line.tokens";
export { type LineChannelConfig, lineChannelFrom, lineSignature } from "./line-messaging";
export { lineNotesRoutes } from "./line-notes.routes";
export {
  type LinePushMessage,
  type LinePushPass,
  linePushQueue,
  listLinePushes,
  queueLinePush,
  runLinePushOnce,
} from "./line-push";
