import { useTranslation } from "react-i18next";
import type { RouteHandle } from "../../../app/route-handle";
import { HeroSection } from "../components/hero-section";
import { OfferingsSection } from "../components/offerings-section";

export const handle: RouteHandle = { i18n: ["landing"] };

export default function LandingPage() {
  const { t } = useTranslation("landing");
  return (
    <>
      <title>{t("meta.title")}</title>
      <meta name="description" content={t("meta.description")} />
      <HeroSection />
      <OfferingsSection />
    </>
  );
}
