export { feedbackModule } from "./feedback.manifest";
