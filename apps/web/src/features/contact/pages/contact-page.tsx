import { useTranslation } from "react-i18next";
import type { RouteHandle } from "../../../app/route-handle";
import { PageHero, PageMeta } from "../../../components/public-page";
import { ContactSection } from "../components/contact-section";

export const handle: RouteHandle = { i18n: ["contact", "marketing"] };

/** /contact: the contact form and our details. */
export default function ContactPage() {
  const { t } = useTranslation("contact");
  return (
    <>
      <PageMeta ns="contact" k="meta" />
      <PageHero title={t("pageTitle")} lead={t("pageLead")} />
      <ContactSection eager title={t("formTitle")} lead={t("formLead")} />
    </>
  );
}
