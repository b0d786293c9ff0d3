/** What a route module may export as `handle`. */
export type RouteHandle = {
  /** Hide the app header on this route (e.g. vocabulary pages). */
  hideHeader?: boolean;
  /** Hide the app footer on this route. */
  hideFooter?: boolean;
  /** Translation namespaces the page needs before it renders. */
  i18n?: string[];
};

export function readHandle(handle: unknown): RouteHandle {
  return typeof handle === "object" && handle !== null ? (handle as RouteHandle) : {};
}
