export * from "./contact.endpoints";
export * from "./contact.schemas";
