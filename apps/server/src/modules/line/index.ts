export { lineRoutes } from "./line.routes";
export { signLineUserIdToken, verifyLineUserIdToken } from "./line.tokens";
