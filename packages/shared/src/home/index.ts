export * from "./home.schemas";
