export { contentRoutes } from "./content.routes";
export { findConfiguredLink, getPublicSiteContent, getSiteContentData } from "./content.service";
export type { StoredTranslations } from "./content.table";
