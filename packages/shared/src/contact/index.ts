export * from "./contact.schemas";
