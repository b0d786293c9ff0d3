import { useTranslation } from "react-i18next";

/**
 * The page's title and description in the interface language (`<key>.title`, `<key>.description` of
 * the namespace). React hoists them into <head>: they are in the prerendered HTML and follow language
 * changes and lazily loaded namespaces (a route `meta` function is not re-run when a namespace arrives).
 */
export function PageMeta({ ns, k, title: override }: { ns: string; k: string; title?: string }) {
  const { t } = useTranslation([ns, "common"]);
  const brand = t("brand.name", { ns: "common" });
  const title = override ?? t(`${k}.title`, { ns });
  const description = t(`${k}.description`, { ns });
  const full = title.startsWith(brand) ? title : `${title} | ${brand}`;
  return (
    <>
      <title>{full}</title>
      <meta name="description" content={description} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
    </>
  );
}
