export { contentModule } from "./content.manifest";
export { findConfiguredLink, getPublicSiteContent, getSiteContentData } from "./content.service";
export type { StoredTranslations } from "./content.table";
