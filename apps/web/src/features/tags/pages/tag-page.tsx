import type { User } from "@edu/shared";
import { Anchor, Autocomplete, Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { DataList, type DataListColumn, ListPagination } from "../../../components/data-list";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage, NoPermissionPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { formatName } from "../../../lib/person-name";
import { hasRole, isStaff } from "../../../lib/roles";
import {
  attachTagToUser,
  detachTagFromUser,
  tagDetailQuery,
  tagsKeys,
  userPickQuery,
  viewerQuery,
} from "../api/tags-api";
import { TagBadge } from "../components/tag-badge";

export const handle: RouteHandle = { i18n: ["tags", "data-list"] };

const idOf = (option: string): string | null => /\(#(\d+)\)$/.exec(option)?.[1] ?? null;

function AttachUser({ tagId, exclude }: { tagId: number; exclude: number[] }) {
  const { t } = useTranslation("tags");
  const queryClient = useQueryClient();
  const [text, setText] = useState("");
  const [debounced] = useDebouncedValue(text.trim(), 250);
  const [chosen, setChosen] = useState<string | null>(null);
  const users = useQuery(userPickQuery(chosen !== null && idOf(debounced) === chosen ? "" : debounced));
  const attach = useMutation({
    mutationFn: () => attachTagToUser(Number(chosen), tagId),
    onSuccess: async () => {
      setChosen(null);
      setText("");
      await queryClient.invalidateQueries({ queryKey: tagsKeys.all });
      await queryClient.invalidateQueries({ queryKey: ["users"] });
    },
  });
  const data = (users.data?.users.data ?? [])
    .filter((user) => !exclude.includes(user.id))
    .map((user) => `${user.username} — ${formatName(user)} (#${user.id})`);
  return (
    <Group align="flex-end" gap="xs" wrap="wrap">
      <Autocomplete
        label={t("detail.addUser")}
        placeholder={t("detail.searchUser")}
        data={data}
        value={text}
        onChange={(next) => {
          setText(next);
          if (chosen !== null && idOf(next) !== chosen) setChosen(null);
        }}
        onOptionSubmit={(option) => setChosen(idOf(option))}
        filter={({ options }) => options}
        style={{ flex: 1, minWidth: 240 }}
      />
      <Button onClick={() => attach.mutate()} disabled={!chosen} loading={attach.isPending}>
        {t("detail.attach")}
      </Button>
    </Group>
  );
}

/** /tag/{tagId}: a tag and its users; admins attach and detach users. */
export default function TagPage() {
  const { t } = useTranslation("tags");
  const params = useParams();
  const tagId = Number(params.tagId);
  const valid = Number.isInteger(tagId) && tagId > 0;
  const [page, setPage] = useState(1);
  const queryClient = useQueryClient();
  const viewer = useQuery(viewerQuery());
  const isAdmin = hasRole(viewer.data?.user, "super-admin");
  const staff = isStaff(viewer.data?.user);
  const detail = useQuery({ ...tagDetailQuery(tagId, page), enabled: valid && staff });
  const detach = useMutation({
    mutationFn: (userId: number) => detachTagFromUser(userId, tagId),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: tagsKeys.all });
      await queryClient.invalidateQueries({ queryKey: ["users"] });
    },
  });
  const userColumns: DataListColumn<User>[] = [
    {
      key: "username",
      header: t("detail.username"),
      primary: true,
      cell: (user) => (
        <Anchor component={Link} to={`/user/${user.id}`}>
          {user.username}
        </Anchor>
      ),
    },
    { key: "name", header: t("detail.name"), cell: (user) => formatName(user) },
    { key: "email", header: t("detail.email"), cell: (user) => user.email ?? "—" },
  ];
  if (isAdmin)
    userColumns.push({
      key: "actions",
      header: t("list.actions"),
      actions: true,
      cell: (user) => (
        <Button
          size="xs"
          variant="subtle"
          color="red"
          onClick={() => detach.mutate(user.id)}
          aria-label={t("detail.detachUser", { username: user.username })}
        >
          {t("detail.detach")}
        </Button>
      ),
    });
  if (!valid) return <Navigate to="/404" replace />;
  if (viewer.isPending) return <PageLoader />;
  if (!staff) return <NoPermissionPage />;
  // A tag that does not exist (404) is "not found", never a loader that does not end.
  if (detail.isError) return <LoadErrorPage error={detail.error} onRetry={() => detail.refetch()} />;
  if (detail.isPending) return <PageLoader />;
  const { tag, users } = detail.data;
  return (
    <Container size="lg" py="lg">
      <PageTitle title={t("detail.metaTitle", { name: tag.name })} />
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Group gap="sm">
            <Title order={1}>{tag.name}</Title>
            <TagBadge name={tag.name} color={tag.color} />
          </Group>
          <Group gap="xs">
            <Button variant="default" component={Link} to="/tags">
              {t("detail.back")}
            </Button>
            {isAdmin && (
              <Button component={Link} to={`/edit/tag/${tag.id}`}>
                {t("edit")}
              </Button>
            )}
          </Group>
        </Group>
        {tag.description && <Text>{tag.description}</Text>}
        <Text size="sm" c="gray.7" data-testid="tag-user-count">
          {t("detail.count", { count: users.total })}
        </Text>
        {isAdmin && <AttachUser tagId={tag.id} exclude={users.data.map((user) => user.id)} />}
        <DataList
          items={users.data}
          columns={userColumns}
          rowKey={(user) => user.id}
          label={t("detail.metaTitle", { name: tag.name })}
          testId="tag-users"
          empty={false}
          minWidth={560}
          tableProps={{ striped: true }}
        />
        <ListPagination list={users} page={page} onChange={setPage} />
      </Stack>
    </Container>
  );
}
