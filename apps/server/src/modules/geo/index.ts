export { geoRoutes } from "./geo.routes";
export { lookupGeo } from "./geo.service";
