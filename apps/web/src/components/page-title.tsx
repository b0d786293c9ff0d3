import { useTranslation } from "react-i18next";

/**
 * The document title of a page: the page, then the brand, in the interface language ("使用者 | 育橋教育").
 * React hoists <title> into <head>; it follows language changes. Public pages use PageMeta
 * (components/public-page), which adds the brand the same way and a description. No description here: a
 * page that renders both would carry two (signed-in pages are not for search engines).
 */
export function PageTitle({ title }: { title: string }) {
  const { t } = useTranslation("common");
  const brand = t("brand.name");
  const full = !title ? brand : title.includes(brand) ? title : `${title} | ${brand}`;
  return <title>{full}</title>;
}
