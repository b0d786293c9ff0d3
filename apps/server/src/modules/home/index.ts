export { homeRoutes } from "./home.routes";
