export * from "./mail-outbox.endpoints";
export * from "./mail-outbox.schemas";
