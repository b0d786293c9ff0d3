export * from "./parent-links.schemas";
export * from "./relations.schemas";
export * from "./users.endpoints";
export * from "./users-admin.schemas";
