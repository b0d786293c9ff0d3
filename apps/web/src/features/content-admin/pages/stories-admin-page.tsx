import type { StoryAdmin } from "@edu/shared";
import { Avatar, Badge, Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { AdminList, type DataListColumn, useListControls, useRowDelete } from "../../../components/data-list";
import { PageTitle } from "../../../components/page-title";
import { useViewerRoles } from "../../auth";
import { contentAdminKeys, deleteStory, storiesAdminQuery } from "../api/content-admin-api";
import { AdminAccess } from "../components/admin-access";
import { ContentAdminNav } from "../components/content-admin-nav";
import { MissingLocalesBadges } from "../components/translations-editor";
import { localizedName } from "../lib/localized-name";

export const handle: RouteHandle = { i18n: ["content-admin", "data-list"] };

function StoriesAdmin() {
  const { t, i18n } = useTranslation("content-admin");
  const { isAdmin } = useViewerRoles();
  const { page, q: debounced, bind } = useListControls();
  const list = useQuery(storiesAdminQuery(page, debounced));
  const remove = useRowDelete({
    mutationFn: deleteStory,
    invalidate: contentAdminKeys.stories,
    message: t("deleted"),
    labels: { delete: t("delete"), confirm: t("confirmDelete"), cancel: t("cancel") },
  });
  const nameOf = (story: StoryAdmin) => localizedName(story.translations, "student_name", i18n.language);
  const columns: DataListColumn<StoryAdmin>[] = [
    {
      key: "photo",
      header: t("stories.fields.photo"),
      hideOnCard: true,
      cell: (story) => <Avatar src={story.photo?.url} alt="" radius="sm" />,
    },
    { key: "name", header: t("stories.fields.student_name"), primary: true, cell: nameOf },
    {
      key: "result",
      header: t("stories.fields.result"),
      cell: (story) => localizedName(story.translations, "result", i18n.language) || "—",
    },
    { key: "sort_order", header: t("fields.sortOrder"), cell: (story) => story.sort_order },
    {
      key: "status",
      header: t("fields.status"),
      cell: (story) =>
        story.is_published ? (
          <Badge color="teal.9">{t("published")}</Badge>
        ) : (
          <Badge color="gray.7">{t("unpublished")}</Badge>
        ),
    },
    {
      key: "translations",
      header: t("translations.title"),
      cell: (story) => <MissingLocalesBadges locales={story.missing_locales} />,
    },
    {
      key: "actions",
      header: t("actions"),
      actions: true,
      cell: (story) => (
        <>
          <Button
            size="xs"
            variant="light"
            component={Link}
            to={`/admin/stories/${story.id}`}
            aria-label={`${isAdmin ? t("edit") : t("view")}: ${nameOf(story)}`}
          >
            {isAdmin ? t("edit") : t("view")}
          </Button>
          {isAdmin && remove.buttons(story.id)}
        </>
      ),
    },
  ];
  return (
    <Container size="xl" py="lg">
      <PageTitle title={t("stories.metaTitle")} />
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
        <AdminList
          query={list}
          {...bind(t("search"))}
          columns={columns}
          rowKey={(story) => story.id}
          label={t("stories.title")}
          testId="stories-table"
          empty={<Text>{t("empty")}</Text>}
          minWidth={720}
        />
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
