import { useTranslation } from "react-i18next";
import type { RouteHandle } from "../../../app/route-handle";
import { ContactSection } from "../../contact";
import { PageHero } from "../components/page-hero";
import { pageMeta } from "../lib/page-meta";

export const handle: RouteHandle = { i18n: ["marketing", "contact"] };
export const meta = pageMeta("marketing", "feedback.meta");

/** /feedback: a message to the team through the contact form. */
export default function FeedbackPage() {
  const { t } = useTranslation("marketing");
  return (
    <>
      <PageHero title={t("feedback.title")} lead={t("feedback.lead")} />
      <ContactSection eager />
    </>
  );
}
