/** The geo feature's public surface: the visitor's country (the shell picks its QR code by it). */
export { useIpGeo } from "./api/ip-geo";
