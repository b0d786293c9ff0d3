import type { Tag } from "@edu/shared";
import { Anchor, Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { AdminList, type DataListColumn, useListControls, useRowDelete } from "../../../components/data-list";
import { PageLoader } from "../../../components/page-loader";
import { NoPermissionPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { hasRole, isStaff } from "../../../lib/roles";
import { deleteTag, tagListQuery, tagsKeys, viewerQuery } from "../api/tags-api";
import { TagBadge } from "../components/tag-badge";

export const handle: RouteHandle = { i18n: ["tags", "data-list"] };

/** /tags: every tag with how many users carry it; admins create, edit and delete. */
export default function TagsPage() {
  const { t } = useTranslation("tags");
  const { page, q: debounced, bind } = useListControls();
  const viewer = useQuery(viewerQuery());
  const isAdmin = hasRole(viewer.data?.user, "super-admin");
  // Admins and staff read tags (the server refuses the list to anyone else); admins change them.
  const staff = isStaff(viewer.data?.user);
  const list = useQuery({ ...tagListQuery(page, debounced), enabled: staff });
  const remove = useRowDelete({
    mutationFn: deleteTag,
    invalidate: tagsKeys.all,
    message: t("deleted"),
    labels: { delete: t("delete"), confirm: t("confirmDelete"), cancel: t("cancel") },
  });
  const columns: DataListColumn<Tag>[] = [
    {
      key: "name",
      header: t("fields.name"),
      primary: true,
      cell: (tag) => (
        <Anchor component={Link} to={`/tag/${tag.id}`} aria-label={t("list.open", { name: tag.name })}>
          <TagBadge name={tag.name} color={tag.color} />
        </Anchor>
      ),
    },
    { key: "description", header: t("fields.description"), cell: (tag) => tag.description || "—" },
    { key: "users", header: t("list.users"), cell: (tag) => tag.user_count },
  ];
  if (isAdmin)
    columns.push({
      key: "actions",
      header: t("list.actions"),
      actions: true,
      cell: (tag) => (
        <>
          <Button size="xs" variant="light" component={Link} to={`/edit/tag/${tag.id}`}>
            {t("edit")}
          </Button>
          {remove.buttons(tag.id)}
        </>
      ),
    });
  if (viewer.isPending) return <PageLoader />;
  if (!staff) return <NoPermissionPage />;

  return (
    <Container size="lg" py="lg">
      <PageTitle title={t("list.metaTitle")} />
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1}>{t("list.title")}</Title>
          {isAdmin && (
            <Button component={Link} to="/create/tag" leftSection={<IconPlus size={16} />}>
              {t("list.create")}
            </Button>
          )}
        </Group>
        <AdminList
          query={list}
          {...bind(t("list.search"))}
          columns={columns}
          rowKey={(tag) => tag.id}
          label={t("list.title")}
          testId="tags-table"
          empty={<Text>{t("list.empty")}</Text>}
          minWidth={600}
        />
      </Stack>
    </Container>
  );
}
