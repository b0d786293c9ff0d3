export { faqRoutes } from "./faq.routes";
