export { familyLinksRoutes } from "./family-links.routes";
export {
  countLinkRequests,
  countOpenLinkRequests,
  hasOpenLinkRequest,
  type LinkAsk,
  linkConfirmed,
  requestParentLinks,
} from "./family-links.service";
export { parentLinkRequests } from "./family-links.table";
