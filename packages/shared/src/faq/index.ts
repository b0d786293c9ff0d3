export * from "./faq.endpoints";
export * from "./faq.schemas";
