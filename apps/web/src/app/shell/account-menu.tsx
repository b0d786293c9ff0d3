import { Avatar, Button, Menu, Stack, Text, UnstyledButton } from "@mantine/core";
import { IconChevronDown, IconHome, IconLogout, IconUser } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { greetingName, signOut, useSession } from "../../features/auth";

type AccountMenuProps = {
  /** Rendered while nobody is signed in (or while asking the server). */
  signedOut: ReactNode;
  /** The drawer shows the items as a list; the header as a menu. */
  layout: "header" | "drawer";
  onNavigate?: () => void;
};

/**
 * The account menu (spec §2 app shell): greeting with the first name, else the username; Home,
 * Profile, Logout. Loaded only when the visitor is probably signed in, so the landing page never
 * carries it.
 */
export default function AccountMenu({ signedOut, layout, onNavigate }: AccountMenuProps) {
  const { t } = useTranslation("auth");
  const navigate = useNavigate();
  const { user } = useSession();
  if (!user) return <>{signedOut}</>;
  const name = greetingName(user);
  const logout = async () => {
    onNavigate?.();
    await signOut();
    void navigate("/", { replace: true });
  };

  if (layout === "drawer") {
    return (
      <Stack gap="xs" data-testid="account-links">
        <Text fw={600}>{t("menu.greeting", { name })}</Text>
        <Button
          component={Link}
          to="/home"
          variant="light"
          leftSection={<IconHome size={16} />}
          onClick={onNavigate}
          fullWidth
        >
          {t("menu.home")}
        </Button>
        <Button
          component={Link}
          to="/profile"
          variant="light"
          leftSection={<IconUser size={16} />}
          onClick={onNavigate}
          fullWidth
        >
          {t("menu.profile")}
        </Button>
        <Button
          variant="default"
          leftSection={<IconLogout size={16} />}
          onClick={() => void logout()}
          fullWidth
        >
          {t("menu.logout")}
        </Button>
      </Stack>
    );
  }

  return (
    <Menu position="bottom-end" shadow="md" width={200} withinPortal>
      <Menu.Target>
        <UnstyledButton
          data-testid="account-menu"
          style={{ display: "flex", alignItems: "center", gap: 8, padding: "4px 8px", borderRadius: 8 }}
        >
          <Avatar size={30} radius="xl" color="brand" aria-hidden="true">
            {name.slice(0, 1).toUpperCase()}
          </Avatar>
          <Text size="sm" fw={600} maw={160} truncate>
            {t("menu.greeting", { name })}
          </Text>
          <IconChevronDown size={16} aria-hidden="true" />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to="/home" leftSection={<IconHome size={16} />}>
          {t("menu.home")}
        </Menu.Item>
        <Menu.Item component={Link} to="/profile" leftSection={<IconUser size={16} />}>
          {t("menu.profile")}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item leftSection={<IconLogout size={16} />} onClick={() => void logout()}>
          {t("menu.logout")}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
