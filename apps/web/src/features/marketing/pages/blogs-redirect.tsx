import { Anchor, Center, Loader, Stack, Text } from "@mantine/core";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import type { RouteHandle } from "../../../app/route-handle";
import { PageMeta } from "../../../components/public-page";
import { CONTENT_KEYS, type SiteLinks, useSiteContent } from "../api/site-content";

export const handle: RouteHandle = { i18n: ["marketing"] };

const isWebAddress = (value: string | undefined): value is string => !!value && /^https?:\/\//i.test(value);

/** /blogs: goes to the blog address configured in site content (`site.links` → blogs_url). */
export default function BlogsRedirect() {
  const { t } = useTranslation("marketing");
  const links = useSiteContent(CONTENT_KEYS.links);
  const url = (links.data?.data as SiteLinks | undefined)?.blogs_url;
  useEffect(() => {
    if (isWebAddress(url)) window.location.replace(url);
  }, [url]);
  return (
    <Center mih="50vh">
      <PageMeta ns="marketing" k="blogs.meta" />
      <Stack align="center" gap="sm" role="status">
        <Loader aria-hidden="true" />
        <Text>{t("blogs.redirecting")}</Text>
        {isWebAddress(url) && <Anchor href={url}>{t("blogs.manual")}</Anchor>}
        <h1 style={{ position: "absolute", width: 1, height: 1, overflow: "hidden", clip: "rect(0 0 0 0)" }}>
          {t("blogs.meta.title")}
        </h1>
      </Stack>
    </Center>
  );
}
