import { ASSIGNABLE_ROLES, type AssignableRole, type Profile } from "@edu/shared";
import { Button, Code, CopyButton, Group, SimpleGrid, Stack, Switch, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDateTime } from "../../../../lib/format-date";
import { hasRole, rolesOf } from "../../../../lib/roles";
import { createResetUrl, profileKeys, setRole, toggleActive } from "../../api/profile-api";
import { SectionCard } from "../profile-sections";

/** Admin: roles, active state and a set-password link for one user. */
export function AccountPanel({ profile, isSelf }: { profile: Profile; isSelf: boolean }) {
  const { t } = useTranslation("profile");
  const queryClient = useQueryClient();
  const { user } = profile;
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: profileKeys.byId(user.id) }),
      queryClient.invalidateQueries({ queryKey: ["users"] }),
    ]);
  const active = useMutation({
    mutationFn: (next: boolean) => toggleActive(user.id, next),
    onSuccess: async (next) => {
      notifications.show({
        color: "teal",
        message: next.is_active ? t("account.activated") : t("account.deactivated"),
      });
      await refresh();
    },
  });
  const role = useMutation({
    mutationFn: ({ name, add }: { name: AssignableRole; add: boolean }) => setRole(user.id, name, add),
    onSuccess: refresh,
  });
  const [link, setLink] = useState<{ url: string; expires_at: string } | null>(null);
  const reset = useMutation({ mutationFn: () => createResetUrl(user.id), onSuccess: setLink });

  return (
    <Stack gap="md">
      <SectionCard title={t("account.statusTitle")}>
        <Switch
          label={user.is_active ? t("account.active") : t("account.inactive")}
          checked={user.is_active}
          disabled={isSelf || active.isPending}
          onChange={(event) => active.mutate(event.currentTarget.checked)}
          data-testid="active-switch"
        />
        {isSelf && (
          <Text size="sm" c="gray.7" mt="xs">
            {t("account.selfHint")}
          </Text>
        )}
      </SectionCard>
      <SectionCard title={t("account.rolesTitle")}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
          {ASSIGNABLE_ROLES.map((name) => (
            <Switch
              key={name}
              label={t(`roles.${name}`)}
              checked={user.all_roles.includes(name)}
              disabled={role.isPending}
              onChange={(event) => role.mutate({ name, add: event.currentTarget.checked })}
            />
          ))}
        </SimpleGrid>
        {hasRole(user, "super-admin") && (
          <Text size="sm" c="gray.7" mt="xs">
            {t("account.adminHint")}
          </Text>
        )}
        <Group mt="sm" gap="xs">
          {rolesOf(user).isParent && (
            <Button size="xs" variant="light" component={Link} to={`/all-students/filter/parent/${user.id}`}>
              {t("account.childrenList")}
            </Button>
          )}
          {rolesOf(user).isTeacher && (
            <Button size="xs" variant="light" component={Link} to={`/all-students/filter/teacher/${user.id}`}>
              {t("account.studentsList")}
            </Button>
          )}
        </Group>
      </SectionCard>
      <SectionCard title={t("account.passwordTitle")}>
        <Stack gap="xs">
          <Text size="sm">{t("account.passwordHint")}</Text>
          <Group>
            <Button size="sm" variant="light" onClick={() => reset.mutate()} loading={reset.isPending}>
              {t("account.createLink")}
            </Button>
          </Group>
          {link && (
            <Stack gap={4} data-testid="reset-link">
              <Code block>{link.url}</Code>
              <Group>
                <CopyButton value={link.url}>
                  {({ copied, copy }) => (
                    <Button size="xs" onClick={copy} color={copied ? "teal" : undefined}>
                      {copied ? t("copied") : t("copyLink")}
                    </Button>
                  )}
                </CopyButton>
                <Text size="xs" c="gray.7">
                  {t("account.expires", { date: formatDateTime(link.expires_at) })}
                </Text>
              </Group>
            </Stack>
          )}
        </Stack>
      </SectionCard>
    </Stack>
  );
}
