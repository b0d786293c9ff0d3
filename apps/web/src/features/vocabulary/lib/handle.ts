import type { RouteHandle } from "../../../app/route-handle";

/** Every vocabulary screen: header and footer hidden (spec 03 §2), its texts and the list pager's. */
export const VOCAB_HANDLE: RouteHandle = {
  i18n: ["vocabulary", "data-list"],
  hideHeader: true,
  hideFooter: true,
};
