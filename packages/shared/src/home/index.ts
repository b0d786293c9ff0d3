export * from "./home.endpoints";
export * from "./home.schemas";
