/**
 * The counseling-workspace feature's public surface: its workspace navigation entries (the entry, the
 * portal and a class's overview and info are routes, reached by address).
 */
export { counselingWorkspaceNav } from "./nav";
