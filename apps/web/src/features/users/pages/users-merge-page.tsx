import type { MergeConflictData, User } from "@edu/shared";
import { Alert, Badge, Button, Card, Container, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconArrowRight, IconGitMerge } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useUnsavedChangesGuard } from "../../../app/guards/use-unsaved-changes-guard";
import type { RouteHandle } from "../../../app/route-handle";
import { PageLoader } from "../../../components/page-loader";
import { NoPermissionPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { formatName } from "../../../lib/person-name";
import { hasRole } from "../../../lib/roles";
import { fetchMergeConflicts, mergeUsers, usersKeys, viewerQuery } from "../api/users-api";
import {
  defaultChoices,
  type MergeChoices,
  MergeConflictChooser,
} from "../components/merge-conflict-chooser";
import { RoleBadges } from "../components/role-badges";
import { UserPicker } from "../components/user-picker";

export const handle: RouteHandle = { i18n: ["users"] };

function UserCard({ title, user }: { title: string; user: User }) {
  return (
    <Card withBorder padding="md">
      <Text size="xs" c="gray.7" tt="uppercase" fw={700}>
        {title}
      </Text>
      <Text fw={700} size="lg">
        {user.username}{" "}
        <Text span c="gray.7">
          #{user.id}
        </Text>
      </Text>
      <Text size="sm">{formatName(user) || "—"}</Text>
      <Text size="sm">{user.email ?? "—"}</Text>
      <RoleBadges roles={user.all_roles} />
    </Card>
  );
}

export default function UsersMergePage() {
  const { t } = useTranslation("users");
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const viewer = useQuery(viewerQuery());
  const [fromId, setFromId] = useState<number | null>(null);
  const [toId, setToId] = useState<number | null>(null);
  const [data, setData] = useState<MergeConflictData | null>(null);
  const [choices, setChoices] = useState<MergeChoices>({});
  const [confirming, setConfirming] = useState(false);
  const [mergedId, setMergedId] = useState<number | null>(null);

  const compare = useMutation({
    mutationFn: () => fetchMergeConflicts(fromId ?? 0, toId ?? 0),
    onSuccess: (result) => {
      setData(result);
      setChoices(defaultChoices(result.conflicts));
      setConfirming(false);
    },
  });
  const merge = useMutation({
    mutationFn: () => mergeUsers({ from_user_id: fromId ?? 0, to_user_id: toId ?? 0, keep: choices }),
    onSuccess: async (result) => {
      notifications.show({ color: "teal", message: t("merge.done", { username: result.user.username }) });
      setMergedId(result.user.id);
      await queryClient.invalidateQueries({ queryKey: usersKeys.all });
    },
  });
  useUnsavedChangesGuard(data !== null && mergedId === null);
  useEffect(() => {
    // Leave only once the guard has seen that nothing is pending any more.
    if (mergedId !== null) navigate(`/user/${mergedId}`);
  }, [mergedId, navigate]);

  // Nothing of the form (its user pickers search) before the viewer is known to be an admin.
  if (viewer.isPending) return <PageLoader />;
  if (!hasRole(viewer.data?.user, "super-admin")) {
    return <NoPermissionPage reason={t("adminOnly")} />;
  }

  const pick = (side: "from" | "to", id: number | null) => {
    if (side === "from") setFromId(id);
    else setToId(id);
    setData(null);
  };

  return (
    <Container size="lg" py="lg">
      <PageTitle title={t("merge.metaTitle")} />
      <Stack gap="md">
        <Title order={1}>{t("merge.title")}</Title>
        <Text c="gray.7">{t("merge.intro")}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <UserPicker
            label={t("merge.from")}
            placeholder={t("merge.searchPlaceholder")}
            value={fromId}
            onChange={(id) => pick("from", id)}
            exclude={toId ? [toId] : []}
            testId="merge-from"
          />
          <UserPicker
            label={t("merge.to")}
            placeholder={t("merge.searchPlaceholder")}
            value={toId}
            onChange={(id) => pick("to", id)}
            exclude={fromId ? [fromId] : []}
            testId="merge-to"
          />
        </SimpleGrid>
        <Group>
          <Button onClick={() => compare.mutate()} disabled={!fromId || !toId} loading={compare.isPending}>
            {t("merge.compare")}
          </Button>
        </Group>
        {data && (
          <Stack gap="md" data-testid="merge-preview">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <UserCard title={t("merge.fromCard")} user={data.from_user} />
              <UserCard title={t("merge.toCard")} user={data.to_user} />
            </SimpleGrid>
            <Card withBorder>
              <Stack gap="xs">
                <Title order={2} size="h4">
                  {t("merge.afterTitle")}
                </Title>
                <Group gap="xs">
                  <Text size="sm">{t("merge.rolesAfter")}</Text>
                  <RoleBadges roles={[...new Set([...data.roles.to, ...data.roles.from])]} />
                </Group>
                {data.shared_tags.length > 0 && (
                  <Group gap="xs">
                    <Text size="sm">{t("merge.sharedTags")}</Text>
                    {data.shared_tags.map((tag) => (
                      <Badge key={tag.id} variant="outline" color="dark">
                        {tag.name}
                      </Badge>
                    ))}
                  </Group>
                )}
                <Text size="sm">{t("merge.everythingMoves")}</Text>
              </Stack>
            </Card>
            <Title order={2} size="h4">
              {t("merge.conflictsTitle")}
            </Title>
            <MergeConflictChooser
              conflicts={data.conflicts}
              fromLabel={t("merge.fromColumn", { username: data.from_user.username })}
              toLabel={t("merge.toColumn", { username: data.to_user.username })}
              value={choices}
              onChange={setChoices}
            />
            {confirming ? (
              <Alert color="red" title={t("merge.confirmTitle")}>
                <Stack gap="sm">
                  <Text size="sm">
                    {t("merge.confirmBody", { from: data.from_user.username, to: data.to_user.username })}
                  </Text>
                  <Group>
                    <Button
                      color="red"
                      leftSection={<IconGitMerge size={16} />}
                      loading={merge.isPending}
                      onClick={() => merge.mutate()}
                    >
                      {t("merge.confirm")}
                    </Button>
                    <Button variant="default" onClick={() => setConfirming(false)}>
                      {t("merge.cancel")}
                    </Button>
                  </Group>
                </Stack>
              </Alert>
            ) : (
              <Group>
                <Button rightSection={<IconArrowRight size={16} />} onClick={() => setConfirming(true)}>
                  {t("merge.submit")}
                </Button>
              </Group>
            )}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
