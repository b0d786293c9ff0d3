export { accountsRoutes } from "./accounts.routes";
export type { AccountsDeps, ClientInfo } from "./accounts.service";
export { getMe } from "./accounts.service";
export { bindingRoutes } from "./binding.routes";
export { hashPassword, verifyPassword } from "./passwords";
export { accountProbeLimit as accountProbeOptions } from "./probe-limit";
