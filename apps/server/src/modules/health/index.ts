export { healthModule } from "./health.manifest";
