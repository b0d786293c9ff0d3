export * from "./mail-center.constants";
export * from "./mail-center.schemas";
