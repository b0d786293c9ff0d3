export * from "./mail-center.constants";
export * from "./mail-center.endpoints";
export * from "./mail-center.schemas";
