/**
 * The frame of a public page (banner, head tags, titled sections, the closing call to action), shared
 * by the marketing, classes, stories, FAQ, contact and landing pages.
 */
export { CtaBand } from "./cta-band";
export { PageHero } from "./page-hero";
export { PageMeta } from "./page-meta";
export { PageSection } from "./page-section";
