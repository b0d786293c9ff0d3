export { homeModule } from "./home.manifest";
