/** Parent–student links waiting for confirmation: panels for home and profile pages. */
export { LinkRequestsPanel } from "./components/link-requests-panel";
export { PendingChildren } from "./components/pending-children";
