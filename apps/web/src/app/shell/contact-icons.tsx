import { ActionIcon, Group } from "@mantine/core";
import { IconBrandLine, IconMail, IconPhone } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { telHref, useContactInfo } from "./contact-info";
import { DeferredWechatPopover } from "./deferred-controls";

type ContactIconsProps = { color?: string; size?: "md" | "lg" };

/** A link still waiting for its target: an <a> without href has no role, and axe refuses a name on it. */
const pendingLink = (target: string | undefined) =>
  target ? {} : ({ role: "link", "aria-disabled": true } as const);

/**
 * Phone, email, LINE and WeChat, as icon buttons with spoken labels, from the site-content record
 * (`site.contact`). Until it arrives the icons keep their place (no layout shift) as disabled links.
 */
export function ContactIcons({ color = "white", size = "lg" }: ContactIconsProps) {
  const { t } = useTranslation();
  const contact = useContactInfo();
  const icon = { size: 18, stroke: 1.6 };
  const pending = "…";
  return (
    <Group gap={4} wrap="nowrap" role="group" aria-label={t("contact.label")}>
      <ActionIcon
        component="a"
        href={contact.phone ? telHref(contact.phone) : undefined}
        {...pendingLink(contact.phone)}
        variant="subtle"
        color={color}
        size={size}
        aria-label={t("contact.phone", { value: contact.phone ?? pending })}
        title={contact.phone}
      >
        <IconPhone {...icon} />
      </ActionIcon>
      <ActionIcon
        component="a"
        href={contact.email ? `mailto:${contact.email}` : undefined}
        {...pendingLink(contact.email)}
        variant="subtle"
        color={color}
        size={size}
        aria-label={t("contact.email", { value: contact.email ?? pending })}
        title={contact.email}
      >
        <IconMail {...icon} />
      </ActionIcon>
      <ActionIcon
        component="a"
        href={contact.lineUrl}
        {...pendingLink(contact.lineUrl)}
        target="_blank"
        rel="noopener noreferrer"
        variant="subtle"
        color={color}
        size={size}
        aria-label={t("contact.line", { value: contact.lineId ?? pending })}
        title={contact.lineId}
      >
        <IconBrandLine {...icon} />
      </ActionIcon>
      <DeferredWechatPopover color={color} size={size} />
    </Group>
  );
}
