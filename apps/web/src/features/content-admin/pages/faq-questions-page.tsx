import { DEFAULT_FAQ_SECTION } from "@edu/shared";
import type { RouteHandle } from "../../../app/route-handle";
import { FaqQuestionsManager } from "../components/faq-questions-manager";

export const handle: RouteHandle = { i18n: ["content-admin"] };

/** /admin/edit-faq/about: questions by topic (default section about-us) and label. */
export default function FaqQuestionsPage() {
  return <FaqQuestionsManager mode="all" defaultTopicSlug={DEFAULT_FAQ_SECTION} />;
}
