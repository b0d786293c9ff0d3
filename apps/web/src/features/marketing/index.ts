/** The marketing feature's public surface for other public pages (classes, stories, FAQ, contact, landing). */

export { instructorFaqQuery, shownInstructorsQuery } from "./api/instructors";
export {
  CONTENT_KEYS,
  type Figures,
  type Price,
  useFigures,
  usePrice,
  useSiteContent,
} from "./api/site-content";
export { BulletList } from "./components/bullet-list";
export { CtaBand } from "./components/cta-band";
export { FigureText } from "./components/figure-text";
export { PageHero } from "./components/page-hero";
export { PageMeta } from "./components/page-meta";
export { PageSection } from "./components/page-section";
export { type Stat, StatGrid } from "./components/stat-grid";
export { formatPrice } from "./lib/format-price";
export { readList } from "./lib/use-list";
