/** The contact feature's public surface: the contact section (its form loads lazily). */
export { ContactSection } from "./components/contact-section";
