export { shortLinksModule } from "./short-links.manifest";
