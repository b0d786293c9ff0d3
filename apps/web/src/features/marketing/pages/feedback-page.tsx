import { useTranslation } from "react-i18next";
import type { RouteHandle } from "../../../app/route-handle";
import { ContactSection } from "../../contact";
import { PageHero } from "../components/page-hero";
import { PageMeta } from "../components/page-meta";

export const handle: RouteHandle = { i18n: ["marketing", "contact"] };

/** /feedback: a message to the team through the contact form. */
export default function FeedbackPage() {
  const { t } = useTranslation("marketing");
  return (
    <>
      <PageMeta ns="marketing" k="feedback.meta" />
      <PageHero title={t("feedback.title")} lead={t("feedback.lead")} />
      <ContactSection eager />
    </>
  );
}
