export { geoModule } from "./geo.manifest";
export { lookupGeo } from "./geo.service";
