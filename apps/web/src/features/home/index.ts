/** The home feature's public surface: its workspace navigation entries. */
export { homeNav } from "./nav";
export { default as HomePage, handle as homePageHandle } from "./pages/home-page";
