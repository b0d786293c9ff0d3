import {
  Alert,
  Anchor,
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
import { notifications } from "@mantine/notifications";
import { IconPlus } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { ConfirmDeleteButtons } from "../../../components/confirm-delete-buttons";
import { ListSearchInput } from "../../../components/list-search-input";
import { hasRole } from "../../../lib/roles";
import { deleteTag, tagListQuery, tagsKeys, viewerQuery } from "../api/tags-api";
import { TagBadge } from "../components/tag-badge";

export const handle: RouteHandle = { i18n: ["tags"] };

/** /tags: every tag with how many users carry it; admins create, edit and delete. */
export default function TagsPage() {
  const { t } = useTranslation("tags");
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [q, setQ] = useState("");
  const [debounced] = useDebouncedValue(q.trim(), 300);
  const viewer = useQuery(viewerQuery());
  const isAdmin = hasRole(viewer.data?.user, "super-admin");
  const list = useQuery(tagListQuery(page, debounced));
  const [confirmId, setConfirmId] = useState<number | null>(null);
  const remove = useMutation({
    mutationFn: deleteTag,
    onSuccess: async () => {
      setConfirmId(null);
      notifications.show({ color: "teal", message: t("deleted") });
      await queryClient.invalidateQueries({ queryKey: tagsKeys.all });
    },
  });

  return (
    <Container size="lg" py="lg">
      <title>{t("list.metaTitle")}</title>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1}>{t("list.title")}</Title>
          {isAdmin && (
            <Button component={Link} to="/create/tag" leftSection={<IconPlus size={16} />}>
              {t("list.create")}
            </Button>
          )}
        </Group>
        <ListSearchInput
          label={t("list.search")}
          value={q}
          onSearch={(value) => {
            setQ(value);
            setPage(1);
          }}
        />
        {list.isError && <Alert color="red">{list.error.message}</Alert>}
        {list.data && list.data.data.length === 0 && <Text>{t("list.empty")}</Text>}
        {list.data && list.data.data.length > 0 && (
          <Table.ScrollContainer minWidth={600}>
            <Table striped verticalSpacing="sm" data-testid="tags-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("fields.name")}</Table.Th>
                  <Table.Th>{t("fields.description")}</Table.Th>
                  <Table.Th>{t("list.users")}</Table.Th>
                  {isAdmin && <Table.Th>{t("list.actions")}</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.data.map((tag) => (
                  <Table.Tr key={tag.id}>
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={`/tag/${tag.id}`}
                        aria-label={t("list.open", { name: tag.name })}
                      >
                        <TagBadge name={tag.name} color={tag.color} />
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{tag.description || "—"}</Table.Td>
                    <Table.Td>{tag.user_count}</Table.Td>
                    {isAdmin && (
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap">
                          <Button size="xs" variant="light" component={Link} to={`/edit/tag/${tag.id}`}>
                            {t("edit")}
                          </Button>
                          <ConfirmDeleteButtons
                            confirming={confirmId === tag.id}
                            pending={remove.isPending}
                            onAsk={() => setConfirmId(tag.id)}
                            onCancel={() => setConfirmId(null)}
                            onConfirm={() => remove.mutate(tag.id)}
                            labels={{ delete: t("delete"), confirm: t("confirmDelete"), cancel: t("cancel") }}
                          />
                        </Group>
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {list.data && list.data.last_page > 1 && (
          <Group justify="center">
            <Pagination
              total={list.data.last_page}
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
