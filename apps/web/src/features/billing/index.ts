/** The billing feature's public surface: its workspace navigation entries. */
export { billingNav } from "./nav";
