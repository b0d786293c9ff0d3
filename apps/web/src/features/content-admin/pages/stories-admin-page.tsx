import {
  Alert,
  Avatar,
  Badge,
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
import { useViewerRoles } from "../../auth";
import { contentAdminKeys, deleteStory, storiesAdminQuery } from "../api/content-admin-api";
import { AdminAccess } from "../components/admin-access";
import { ContentAdminNav } from "../components/content-admin-nav";
import { MissingLocalesBadges } from "../components/translations-editor";
import { localizedName } from "../lib/localized-name";

export const handle: RouteHandle = { i18n: ["content-admin"] };

function StoriesAdmin() {
  const { t, i18n } = useTranslation("content-admin");
  const queryClient = useQueryClient();
  const { isAdmin } = useViewerRoles();
  const [page, setPage] = useState(1);
  const [q, setQ] = useState("");
  const [debounced] = useDebouncedValue(q.trim(), 300);
  const list = useQuery(storiesAdminQuery(page, debounced));
  const [confirmId, setConfirmId] = useState<number | null>(null);
  const remove = useMutation({
    mutationFn: deleteStory,
    onSuccess: async () => {
      setConfirmId(null);
      notifications.show({ color: "teal", message: t("deleted") });
      await queryClient.invalidateQueries({ queryKey: contentAdminKeys.stories });
    },
  });
  return (
    <Container size="xl" py="lg">
      <title>{t("stories.metaTitle")}</title>
      <Stack gap="md">
        <ContentAdminNav />
        <Group justify="space-between">
          <Title order={1}>{t("stories.title")}</Title>
          {isAdmin && (
            <Button
              component={Link}
              to="/admin/stories/new"
              leftSection={<IconPlus size={16} aria-hidden="true" />}
            >
              {t("stories.create")}
            </Button>
          )}
        </Group>
        <ListSearchInput
          label={t("search")}
          value={q}
          onSearch={(value) => {
            setQ(value);
            setPage(1);
          }}
        />
        {list.isError && <Alert color="red">{list.error.message}</Alert>}
        {list.data && list.data.data.length === 0 && <Text>{t("empty")}</Text>}
        {list.data && list.data.data.length > 0 && (
          <Table.ScrollContainer minWidth={720}>
            <Table striped verticalSpacing="sm" data-testid="stories-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("stories.fields.photo")}</Table.Th>
                  <Table.Th>{t("stories.fields.student_name")}</Table.Th>
                  <Table.Th>{t("stories.fields.result")}</Table.Th>
                  <Table.Th>{t("fields.sortOrder")}</Table.Th>
                  <Table.Th>{t("fields.status")}</Table.Th>
                  <Table.Th>{t("translations.title")}</Table.Th>
                  <Table.Th>{t("actions")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.data.map((story) => {
                  const name = localizedName(story.translations, "student_name", i18n.language);
                  return (
                    <Table.Tr key={story.id}>
                      <Table.Td>
                        <Avatar src={story.photo?.url} alt="" radius="sm" />
                      </Table.Td>
                      <Table.Td>{name}</Table.Td>
                      <Table.Td>{localizedName(story.translations, "result", i18n.language) || "—"}</Table.Td>
                      <Table.Td>{story.sort_order}</Table.Td>
                      <Table.Td>
                        {story.is_published ? (
                          <Badge color="teal.9">{t("published")}</Badge>
                        ) : (
                          <Badge color="gray.7">{t("unpublished")}</Badge>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <MissingLocalesBadges locales={story.missing_locales} />
                      </Table.Td>
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap">
                          <Button
                            size="xs"
                            variant="light"
                            component={Link}
                            to={`/admin/stories/${story.id}`}
                            aria-label={`${isAdmin ? t("edit") : t("view")}: ${name}`}
                          >
                            {isAdmin ? t("edit") : t("view")}
                          </Button>
                          {isAdmin && (
                            <ConfirmDeleteButtons
                              confirming={confirmId === story.id}
                              pending={remove.isPending}
                              onAsk={() => setConfirmId(story.id)}
                              onCancel={() => setConfirmId(null)}
                              onConfirm={() => remove.mutate(story.id)}
                              labels={{
                                delete: t("delete"),
                                confirm: t("confirmDelete"),
                                cancel: t("cancel"),
                              }}
                            />
                          )}
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {list.data && list.data.last_page > 1 && (
          <Group justify="center">
            <Pagination total={list.data.last_page} value={page} onChange={setPage} />
          </Group>
        )}
      </Stack>
    </Container>
  );
}

/** /admin/stories: every story (published or not) with the languages it lacks. */
export default function StoriesAdminPage() {
  return (
    <AdminAccess>
      <StoriesAdmin />
    </AdminAccess>
  );
}
