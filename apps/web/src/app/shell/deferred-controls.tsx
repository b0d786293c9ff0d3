import { LOCALE_INFO } from "@edu/shared/i18n";
import { ActionIcon, Button } from "@mantine/core";
import { IconBrandWechat, IconLanguage, IconQrcode } from "@tabler/icons-react";
import { lazy, type ReactNode, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocale } from "../../lib/use-locale";

/**
 * The header's pop-up controls (language menu, QR code, WeChat ID) paint as plain buttons; the menu and
 * popover code (floating UI, focus trap, the geo lookup) loads on first hover, focus or click, then the
 * real control replaces the button already open. This keeps them out of the landing page's first chunk.
 */
const loadLanguageMenu = () => import("./language-switch");
const loadQrPopover = () => import("./qr-popover");
const loadWechatPopover = () => import("./wechat-popover");
const LanguageMenu = lazy(() => loadLanguageMenu().then((module) => ({ default: module.LanguageMenu })));
const QrPopover = lazy(() => loadQrPopover().then((module) => ({ default: module.QrPopover })));
const WechatPopover = lazy(() => loadWechatPopover().then((module) => ({ default: module.WechatPopover })));

type Trigger = (handlers: {
  onClick: () => void;
  onMouseEnter: () => void;
  onFocus: () => void;
}) => ReactNode;

function Deferred({
  load,
  trigger,
  real,
}: {
  load: () => Promise<unknown>;
  trigger: Trigger;
  real: ReactNode;
}) {
  const [active, setActive] = useState(false);
  const prefetch = () => void load().catch(() => {});
  const button = trigger({ onClick: () => setActive(true), onMouseEnter: prefetch, onFocus: prefetch });
  if (!active) return button;
  return <Suspense fallback={button}>{real}</Suspense>;
}

export function DeferredLanguageMenu({ color = "white" }: { color?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Deferred
      load={loadLanguageMenu}
      real={<LanguageMenu color={color} defaultOpened />}
      trigger={(handlers) => (
        <Button
          variant="subtle"
          color={color}
          size="compact-sm"
          leftSection={<IconLanguage size={18} stroke={1.6} />}
          aria-label={t("language.current", { name: LOCALE_INFO[locale].nativeName })}
          aria-haspopup="menu"
          data-testid="language-menu"
          {...handlers}
        >
          {LOCALE_INFO[locale].nativeName}
        </Button>
      )}
    />
  );
}

export function DeferredQrPopover({ color = "white" }: { color?: string }) {
  const { t } = useTranslation();
  return (
    <Deferred
      load={loadQrPopover}
      real={<QrPopover color={color} defaultOpened />}
      trigger={(handlers) => (
        <ActionIcon variant="subtle" color={color} size="lg" aria-label={t("contact.qrButton")} {...handlers}>
          <IconQrcode size={20} stroke={1.6} />
        </ActionIcon>
      )}
    />
  );
}

export function DeferredWechatPopover({
  color = "white",
  size = "lg",
}: {
  color?: string;
  size?: "md" | "lg";
}) {
  const { t } = useTranslation();
  return (
    <Deferred
      load={loadWechatPopover}
      real={<WechatPopover color={color} size={size} defaultOpened />}
      trigger={(handlers) => (
        <ActionIcon
          variant="subtle"
          color={color}
          size={size}
          aria-label={t("contact.wechatTitle")}
          {...handlers}
        >
          <IconBrandWechat size={18} stroke={1.6} />
        </ActionIcon>
      )}
    />
  );
}
