import type { RouteHandle } from "../../../app/route-handle";
import { FaqQuestionsManager } from "../components/faq-questions-manager";

export const handle: RouteHandle = { i18n: ["content-admin"] };

/** /admin/edit-faq/instructors-faq: the instructor FAQ (the instructors topic). */
export default function FaqInstructorsPage() {
  return <FaqQuestionsManager mode="instructors" />;
}
