export * from "./geo.endpoints";
