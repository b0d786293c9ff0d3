export { lineModule } from "./line.manifest";
export { signLineUserIdToken, verifyLineUserIdToken } from "./line.tokens";
export { type LineChannelConfig, lineChannelFrom, lineSignature } from "./line-messaging";
export {
  type LinePush,
  type LinePushMessage,
  type LinePushPass,
  linePushQueue,
  listLinePushes,
  queueLinePush,
  runLinePushOnce,
} from "./line-push";
