import type { RouteHandle } from "../../../app/route-handle";
import { FaqGroupManager } from "../components/faq-group-manager";

export const handle: RouteHandle = { i18n: ["content-admin"] };

/** /admin/edit-faq/topic: FAQ topics (sections, with a slug). */
export default function FaqTopicsPage() {
  return <FaqGroupManager kind="topic" />;
}
