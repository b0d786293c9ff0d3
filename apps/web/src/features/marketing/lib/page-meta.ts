import type { MetaDescriptor } from "react-router";
import { i18n } from "../../../lib/i18n";

/**
 * A route `meta` function: the page's title and description in the interface language, from
 * `<key>.title` / `<key>.description` of the namespace. Prerendered in English; `<Meta />` in the root
 * layout renders again when the language changes.
 */
export function pageMeta(ns: string, key = "meta") {
  return (): MetaDescriptor[] => describePage(ns, key);
}

export function describePage(ns: string, key: string): MetaDescriptor[] {
  const brand = i18n.t("brand.name", { ns: "common" });
  const title = i18n.t(`${key}.title`, { ns, defaultValue: brand });
  const description = i18n.t(`${key}.description`, { ns, defaultValue: "" });
  return [
    { title: title === brand || title.startsWith(brand) ? title : `${title} | ${brand}` },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
  ];
}
