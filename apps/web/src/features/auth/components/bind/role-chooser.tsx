import { Group, Radio, SimpleGrid, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconSchool, IconUserHeart, IconUserStar } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { BindRole } from "../../api/auth-api";

const ROLES: { value: BindRole; icon: typeof IconSchool }[] = [
  { value: "student", icon: IconSchool },
  { value: "parent", icon: IconUserHeart },
  { value: "teacher", icon: IconUserStar },
];

/** Student, parent or teacher: three cards, one choice. */
export function RoleChooser({
  value,
  onChange,
}: {
  value: BindRole | null;
  onChange: (role: BindRole) => void;
}) {
  const { t } = useTranslation("auth");
  return (
    <Radio.Group
      value={value}
      onChange={(next) => onChange(next as BindRole)}
      label={t("detail.chooseRole")}
      labelProps={{ mb: "xs" }}
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {ROLES.map(({ value: role, icon: Icon }) => (
          <Radio.Card key={role} value={role} radius="md" p="md" data-testid={`role-${role}`}>
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Radio.Indicator />
              <Stack gap={2}>
                <Group gap={6} wrap="nowrap">
                  <ThemeIcon variant="light" size="sm" aria-hidden="true">
                    <Icon size={14} />
                  </ThemeIcon>
                  <Text fw={600}>{t(`roles.${role}`)}</Text>
                </Group>
                <Text size="sm" c="gray.7">
                  {t(`detail.roleHint.${role}`)}
                </Text>
              </Stack>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
