/** The counseling-profile feature's public surface: its workspace navigation entries. */
export { counselingProfileNav } from "./nav";
