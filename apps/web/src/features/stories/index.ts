/** The stories feature's public surface: the landing page's teaser. */
export { StoriesTeaser } from "./components/stories-teaser";
