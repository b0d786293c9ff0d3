import { useTranslation } from "react-i18next";
import type { RouteHandle } from "../../../app/route-handle";
import { describePage, PageHero } from "../../marketing";
import { ContactSection } from "../components/contact-section";

export const handle: RouteHandle = { i18n: ["contact", "marketing"] };
export const meta = () => describePage("contact", "meta");

/** /contact: the contact form and our details. */
export default function ContactPage() {
  const { t } = useTranslation("contact");
  return (
    <>
      <PageHero title={t("pageTitle")} lead={t("pageLead")} />
      <ContactSection eager title={t("formTitle")} lead={t("formLead")} />
    </>
  );
}
