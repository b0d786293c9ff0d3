export { shortLinksRoutes } from "./short-links.routes";
