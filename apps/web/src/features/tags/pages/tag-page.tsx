import {
  Alert,
  Anchor,
  Autocomplete,
  Button,
  Container,
  Group,
  Pagination,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { PageLoader } from "../../../components/page-loader";
import { hasRole } from "../../../lib/roles";
import {
  attachTagToUser,
  detachTagFromUser,
  tagDetailQuery,
  tagsKeys,
  userPickQuery,
  viewerQuery,
} from "../api/tags-api";
import { TagBadge } from "../components/tag-badge";

export const handle: RouteHandle = { i18n: ["tags"] };

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
    .map(
      (user) =>
        `${user.username} — ${[user.first_name, user.last_name].filter(Boolean).join(" ")} (#${user.id})`,
    );
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
  const detail = useQuery({ ...tagDetailQuery(tagId, page), enabled: valid });
  const detach = useMutation({
    mutationFn: (userId: number) => detachTagFromUser(userId, tagId),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: tagsKeys.all });
      await queryClient.invalidateQueries({ queryKey: ["users"] });
    },
  });
  if (!valid) return <Navigate to="/404" replace />;
  if (detail.isPending) return <PageLoader />;
  if (detail.isError) {
    return (
      <Container size="md" py="lg">
        <Alert color="red">{detail.error.message}</Alert>
      </Container>
    );
  }
  const { tag, users } = detail.data;
  return (
    <Container size="lg" py="lg">
      <title>{t("detail.metaTitle", { name: tag.name })}</title>
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
        {users.data.length > 0 && (
          <Table.ScrollContainer minWidth={560}>
            <Table striped data-testid="tag-users">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("detail.username")}</Table.Th>
                  <Table.Th>{t("detail.name")}</Table.Th>
                  <Table.Th>{t("detail.email")}</Table.Th>
                  {isAdmin && <Table.Th>{t("list.actions")}</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {users.data.map((user) => (
                  <Table.Tr key={user.id}>
                    <Table.Td>
                      <Anchor component={Link} to={`/user/${user.id}`}>
                        {user.username}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{[user.first_name, user.last_name].filter(Boolean).join(" ")}</Table.Td>
                    <Table.Td>{user.email ?? "—"}</Table.Td>
                    {isAdmin && (
                      <Table.Td>
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          onClick={() => detach.mutate(user.id)}
                          aria-label={t("detail.detachUser", { username: user.username })}
                        >
                          {t("detail.detach")}
                        </Button>
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {users.last_page > 1 && (
          <Group justify="center">
            <Pagination
              total={users.last_page}
              value={page}
              onChange={setPage}
              getControlProps={(control) => ({ "aria-label": t(`pagination.${control}`) })}
              getItemProps={(value) => ({ "aria-label": t("pagination.page", { page: value }) })}
            />
          </Group>
        )}
      </Stack>
    </Container>
  );
}
