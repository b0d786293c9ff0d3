export { familyLinksModule } from "./family-links.manifest";
export {
  countLinkRequests,
  countOpenLinkRequests,
  hasOpenLinkRequest,
  type LinkAsk,
  linkConfirmed,
  requestParentLinks,
} from "./family-links.service";
export { parentLinkRequests } from "./family-links.table";
