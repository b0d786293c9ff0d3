import type { Role } from "@edu/shared";
import { Badge, Group } from "@mantine/core";
import { useTranslation } from "react-i18next";

const ROLE_COLORS: Record<Role, string> = {
  "super-admin": "red",
  staff: "grape",
  teacher: "teal",
  student: "blue",
  parent: "orange",
  "test-editor": "gray",
};

export function RoleBadges({ roles }: { roles: readonly Role[] }) {
  const { t } = useTranslation("users");
  return (
    <Group gap={4} wrap="wrap">
      {roles.map((role) => (
        <Badge key={role} size="sm" variant="dot" color={ROLE_COLORS[role]}>
          {t(`roles.${role}`)}
        </Badge>
      ))}
    </Group>
  );
}
