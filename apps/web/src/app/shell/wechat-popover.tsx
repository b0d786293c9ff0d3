import { ActionIcon, Popover, Text } from "@mantine/core";
import { IconBrandWechat } from "@tabler/icons-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useContactInfo } from "./contact-info";

type WechatPopoverProps = { color?: string; size?: "md" | "lg"; defaultOpened?: boolean };

/** The WeChat ID in a popover (loaded on first use, see deferred-controls). */
export function WechatPopover({ color = "white", size = "lg", defaultOpened = false }: WechatPopoverProps) {
  const { t } = useTranslation();
  const { wechatId } = useContactInfo();
  const target = useRef<HTMLButtonElement>(null);
  // Replacing the placeholder button loses focus: give it back to the (new) button.
  useEffect(() => {
    if (defaultOpened) target.current?.focus();
  }, [defaultOpened]);
  return (
    <Popover position="bottom" withArrow shadow="md" defaultOpened={defaultOpened}>
      <Popover.Target>
        <ActionIcon
          ref={target}
          variant="subtle"
          color={color}
          size={size}
          aria-label={t("contact.wechatTitle")}
        >
          <IconBrandWechat size={18} stroke={1.6} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown data-testid="wechat-dropdown">
        <Text size="sm">{t("contact.wechat", { value: wechatId ?? "…" })}</Text>
      </Popover.Dropdown>
    </Popover>
  );
}
