import type { RouteHandle } from "../../../app/route-handle";
import { FaqGroupManager } from "../components/faq-group-manager";

export const handle: RouteHandle = { i18n: ["content-admin"] };

/** /admin/edit-faq/category: FAQ labels. */
export default function FaqLabelsPage() {
  return <FaqGroupManager kind="label" />;
}
