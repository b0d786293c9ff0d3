export { storiesModule } from "./stories.manifest";
