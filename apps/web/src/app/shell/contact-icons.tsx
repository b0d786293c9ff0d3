import { ActionIcon, Group } from "@mantine/core";
import { IconBrandLine, IconMail, IconPhone } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { CONTACT } from "./contact-info";
import { DeferredWechatPopover } from "./deferred-controls";

type ContactIconsProps = { color?: string; size?: "md" | "lg" };

/** Phone, email, LINE and WeChat, as icon buttons with spoken labels. */
export function ContactIcons({ color = "white", size = "lg" }: ContactIconsProps) {
  const { t } = useTranslation();
  const icon = { size: 18, stroke: 1.6 };
  return (
    <Group gap={4} wrap="nowrap" role="group" aria-label={t("contact.label")}>
      <ActionIcon
        component="a"
        href={`tel:${CONTACT.phone.replace(/[^+\d]/g, "")}`}
        variant="subtle"
        color={color}
        size={size}
        aria-label={t("contact.phone", { value: CONTACT.phone })}
        title={CONTACT.phone}
      >
        <IconPhone {...icon} />
      </ActionIcon>
      <ActionIcon
        component="a"
        href={`mailto:${CONTACT.email}`}
        variant="subtle"
        color={color}
        size={size}
        aria-label={t("contact.email", { value: CONTACT.email })}
        title={CONTACT.email}
      >
        <IconMail {...icon} />
      </ActionIcon>
      <ActionIcon
        component="a"
        href={CONTACT.lineUrl}
        target="_blank"
        rel="noopener noreferrer"
        variant="subtle"
        color={color}
        size={size}
        aria-label={t("contact.line", { value: CONTACT.lineId })}
        title={CONTACT.lineId}
      >
        <IconBrandLine {...icon} />
      </ActionIcon>
      <DeferredWechatPopover color={color} size={size} />
    </Group>
  );
}
