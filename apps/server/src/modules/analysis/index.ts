export { analysisModule } from "./analysis.manifest";
