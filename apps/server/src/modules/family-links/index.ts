export { familyLinksModule } from "./family-links.manifest";
export { parentLinkRequests } from "./family-links.table";
export {
  countLinkRequests,
  countOpenLinkRequests,
  hasOpenLinkRequest,
  type LinkAsk,
  requestParentLinks,
} from "./family-links-request.service";
export { linkConfirmed } from "./family-links-rules";
