export { contactModule } from "./contact.manifest";
