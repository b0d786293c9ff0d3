/** The billing guide's public surface: its workspace navigation entry. */
export { billingGuideNav } from "./nav";
