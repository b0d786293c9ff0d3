import { useTranslation } from "react-i18next";

/**
 * The document title of a page: the page, then the brand, in the interface language ("使用者 | 育橋教育"),
 * and the brand's tagline as its description. React hoists both into <head>; they follow language changes.
 * Public pages use PageMeta (components/public-page), which adds the brand the same way and their own
 * description.
 */
export function PageTitle({ title }: { title: string }) {
  const { t } = useTranslation("common");
  const brand = t("brand.name");
  const full = !title ? brand : title.includes(brand) ? title : `${title} | ${brand}`;
  return (
    <>
      <title>{full}</title>
      <meta name="description" content={t("brand.tagline")} />
    </>
  );
}
