import { Anchor, Group } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";

export const CONTENT_ADMIN_LINKS = [
  { to: "/admin/edit-faq/home", key: "faq" },
  { to: "/admin/stories", key: "stories" },
  { to: "/admin/site-content", key: "siteContent" },
  { to: "/admin/contact-messages", key: "contact" },
  { to: "/shortUrls", key: "shortUrls" },
] as const;

/** Links between the content screens. */
export function ContentAdminNav() {
  const { t } = useTranslation("content-admin");
  return (
    <Group component="nav" aria-label={t("nav.label")} gap="md" wrap="wrap">
      {CONTENT_ADMIN_LINKS.map((link) => (
        <Anchor key={link.key} component={NavLink} to={link.to} size="sm">
          {t(`nav.${link.key}`)}
        </Anchor>
      ))}
    </Group>
  );
}
