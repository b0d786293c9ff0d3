/**
 * The marketing feature's public surface for other public pages (classes, stories, landing): site
 * content, figures and prices. The page frame (hero, meta, sections, CTA) is components/public-page.
 */
export { instructorFaqQuery } from "./api/instructor-faq";
export { instructorBio, shownInstructorsQuery } from "./api/instructors";
export {
  CONTENT_KEYS,
  type Figures,
  type Price,
  useFigures,
  usePrice,
  useSiteContent,
} from "./api/site-content";
export { BulletList } from "./components/bullet-list";
export { FigureText } from "./components/figure-text";
export { type Stat, StatGrid } from "./components/stat-grid";
export { formatPrice } from "./lib/format-price";
export { readList } from "./lib/use-list";
