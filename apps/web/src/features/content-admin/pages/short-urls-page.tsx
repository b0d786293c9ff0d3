import type { ShortUrl } from "@edu/shared";
import {
  ActionIcon,
  Anchor,
  Button,
  Container,
  CopyButton,
  Group,
  Stack,
  Text,
  Title,
  Tooltip,
} from "@mantine/core";
import { IconCheck, IconCopy, IconPlus } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { AdminList, type DataListColumn, useListControls, useRowDelete } from "../../../components/data-list";
import { PageTitle } from "../../../components/page-title";
import { formatDateTime } from "../../../lib/format-date";
import { useViewerRoles } from "../../auth";
import { contentAdminKeys, deleteShortUrl, shortUrlsQuery } from "../api/content-admin-api";
import { AdminAccess } from "../components/admin-access";
import { ContentAdminNav } from "../components/content-admin-nav";

export const handle: RouteHandle = { i18n: ["content-admin", "data-list"] };

function ShortUrls() {
  const { t } = useTranslation("content-admin");
  const queryClient = useQueryClient();
  const { isAdmin } = useViewerRoles();
  const { page, q: debounced, bind } = useListControls();
  const list = useQuery(shortUrlsQuery(page, debounced));
  const remove = useRowDelete({
    mutationFn: deleteShortUrl,
    invalidate: contentAdminKeys.shortUrls,
    message: t("deleted"),
    labels: { delete: t("delete"), confirm: t("confirmDelete"), cancel: t("cancel") },
  });
  const lastVisit = (link: ShortUrl) => formatDateTime(link.last_visited_at);
  const columns: DataListColumn<ShortUrl>[] = [
    {
      key: "key",
      header: t("shortUrls.key"),
      primary: true,
      cell: (link) => (
        <Group gap={4} wrap="nowrap">
          <Anchor href={link.default_short_url} target="_blank" rel="noopener noreferrer">
            {link.short_url_key}
          </Anchor>
          <CopyButton value={link.default_short_url}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? t("shortUrls.copied") : t("shortUrls.copy")}>
                <ActionIcon
                  variant="subtle"
                  color={copied ? "teal" : "gray"}
                  onClick={copy}
                  aria-label={t("shortUrls.copyNamed", { key: link.short_url_key })}
                >
                  {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        </Group>
      ),
      csv: (link) => link.short_url_key,
    },
    {
      key: "short_url",
      header: t("shortUrls.shortUrl"),
      csvOnly: true,
      cell: (link) => link.default_short_url,
      csv: (link) => link.default_short_url,
    },
    {
      key: "full_url",
      header: t("shortUrls.fullUrl"),
      tdStyle: { maxWidth: 420, overflowWrap: "anywhere" },
      cell: (link) => <Text size="sm">{link.full_url}</Text>,
      csv: (link) => link.full_url,
    },
    {
      key: "visits",
      header: t("shortUrls.visits"),
      cell: (link) => <span data-testid="visit-count">{link.visit_count}</span>,
      csv: (link) => link.visit_count,
    },
    { key: "last_visit", header: t("shortUrls.lastVisit"), cell: lastVisit, csv: lastVisit },
    {
      key: "actions",
      header: t("actions"),
      actions: true,
      cell: (link) =>
        isAdmin && remove.buttons(link.id, t("shortUrls.deleteNamed", { key: link.short_url_key })),
    },
  ];
  return (
    <Container size="xl" py="lg">
      <PageTitle title={t("shortUrls.metaTitle")} />
      <Stack gap="md">
        <ContentAdminNav />
        <Group justify="space-between">
          <Title order={1}>{t("shortUrls.title")}</Title>
          <Button
            component={Link}
            to="/shortUrls/add"
            leftSection={<IconPlus size={16} aria-hidden="true" />}
          >
            {t("shortUrls.add")}
          </Button>
        </Group>
        <AdminList
          query={list}
          {...bind(t("search"))}
          csv={{
            filename: "short-urls",
            fetchPage: (n) => queryClient.fetchQuery(shortUrlsQuery(n, debounced)),
          }}
          columns={columns}
          rowKey={(link) => link.id}
          rowProps={(link) => ({ "data-testid": `short-url-${link.short_url_key}` })}
          label={t("shortUrls.title")}
          testId="short-urls-table"
          empty={<Text>{t("empty")}</Text>}
          minWidth={760}
        />
      </Stack>
    </Container>
  );
}

/** /shortUrls: every short link with its visit count; copy the address; admins delete. */
export default function ShortUrlsPage() {
  return (
    <AdminAccess>
      <ShortUrls />
    </AdminAccess>
  );
}
