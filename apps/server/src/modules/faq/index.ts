export { faqModule } from "./faq.manifest";
