/** Parent–student links waiting for confirmation (issue 9): panels for home and profile pages. */
export { LinkRequestsPanel } from "./components/link-requests-panel";
export { PendingChildren } from "./components/pending-children";
