export { accountsModule } from "./accounts.manifest";
export type { AccountsDeps, ClientInfo } from "./accounts.service";
export { getMe } from "./accounts.service";
export { DEMO_USERS } from "./demo-accounts.seed";
export { hashPassword, verifyPassword } from "./passwords";
export { accountProbeLimit as accountProbeOptions } from "./probe-limit";
