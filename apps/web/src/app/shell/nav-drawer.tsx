import { Divider, Drawer, Group, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { AuthButtons } from "./auth-buttons";
import { ContactIcons } from "./contact-icons";
import { LanguageList } from "./language-switch";
import { QrPopover } from "./qr-popover";

type NavDrawerProps = { opened: boolean; onClose: () => void };

/** Below 992 px: the header's items in a drawer (same items as the desktop bar). */
export function NavDrawer({ opened, onClose }: NavDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="xs"
      title={t("nav.menuTitle")}
      closeButtonProps={{ "aria-label": t("nav.closeMenu") }}
      hiddenFrom="md"
      id="mobile-nav-drawer"
    >
      <Stack gap="lg" data-testid="drawer-items">
        <Stack gap="sm">
          <AuthButtons fullWidth onNavigate={onClose} />
        </Stack>
        <Divider />
        <LanguageList />
        <Divider />
        <Stack gap={6}>
          <Text size="sm" c="gray.7" fw={600}>
            {t("contact.label")}
          </Text>
          <Group gap="xs">
            <ContactIcons color="brand" />
            <QrPopover color="brand" />
          </Group>
        </Stack>
      </Stack>
    </Drawer>
  );
}
