export * from "./faq.schemas";
