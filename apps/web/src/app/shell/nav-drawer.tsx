import { Divider, Drawer, Group, Stack, Text } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "../../features/auth";
import { PeopleSearch } from "../../features/users";
import { AuthButtons } from "./auth-buttons";
import { ContactIcons } from "./contact-icons";
import { LanguageList } from "./language-switch";
import { PublicNavLinks } from "./public-nav";
import { QrPopover } from "./qr-popover";
import { useSignedInHint } from "./use-signed-in-hint";
import { WorkspaceNavList } from "./workspace-nav";
import { navFor } from "./workspace-nav-entries";

type NavDrawerProps = { opened: boolean; onClose: () => void };

/** Below 992 px: the header's items in a drawer (same items as the desktop bar), and the workspace's side navigation when signed in. */
export function NavDrawer({ opened, onClose }: NavDrawerProps) {
  const { t } = useTranslation();
  // The header loads this drawer on the burger's first press, so it would mount already open, and Mantine
  // remembers the element to give focus back to only on a change to open: mount closed, then open.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  // Visitors who never signed in here are not asked about (no /me round trip that answers 401).
  const { user } = useSession({ enabled: useSignedInHint() });
  // Home is already among the account links above.
  const groups = navFor(user).filter((group) => group.section !== "main");
  const workspace = groups.length > 0 && (
    <>
      <Divider />
      <nav aria-label={t("workspace.navLabel")} data-testid="workspace-drawer-nav">
        <PeopleSearch onNavigate={onClose} />
        <WorkspaceNavList groups={groups} openAll onNavigate={onClose} />
      </nav>
    </>
  );
  return (
    <Drawer
      opened={opened && mounted}
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
        {workspace}
        <Divider />
        <Stack gap={2} component="nav" aria-label={t("nav.siteNavigation")}>
          <PublicNavLinks vertical onNavigate={onClose} />
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
