/** The payroll feature's public surface: its workspace navigation entries. */
export { payrollNav } from "./nav";
