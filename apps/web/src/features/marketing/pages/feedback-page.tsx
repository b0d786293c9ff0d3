import { useTranslation } from "react-i18next";
import type { RouteHandle } from "../../../app/route-handle";
import { PageHero, PageMeta } from "../../../components/public-page";
import { ContactSection } from "../../contact";

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
