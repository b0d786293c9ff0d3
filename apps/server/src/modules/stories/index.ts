export { storiesRoutes } from "./stories.routes";
