export { contentRoutes } from "./content.routes";
export { findConfiguredLink, getSiteContentData } from "./content.service";
export type { StoredTranslations } from "./content.table";
