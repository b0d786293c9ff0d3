import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Container,
  CopyButton,
  Group,
  Pagination,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { IconCheck, IconCopy, IconPlus } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import dayjs from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { ConfirmDeleteButtons } from "../../../components/confirm-delete-buttons";
import { ListSearchInput } from "../../../components/list-search-input";
import { useViewerRoles } from "../../auth";
import { contentAdminKeys, deleteShortUrl, shortUrlsQuery } from "../api/content-admin-api";
import { AdminAccess } from "../components/admin-access";
import { ContentAdminNav } from "../components/content-admin-nav";

export const handle: RouteHandle = { i18n: ["content-admin"] };

function ShortUrls() {
  const { t } = useTranslation("content-admin");
  const queryClient = useQueryClient();
  const { isAdmin } = useViewerRoles();
  const [page, setPage] = useState(1);
  const [q, setQ] = useState("");
  const [debounced] = useDebouncedValue(q.trim(), 300);
  const list = useQuery(shortUrlsQuery(page, debounced));
  const [confirmId, setConfirmId] = useState<number | null>(null);
  const remove = useMutation({
    mutationFn: deleteShortUrl,
    onSuccess: async () => {
      setConfirmId(null);
      notifications.show({ color: "teal", message: t("deleted") });
      await queryClient.invalidateQueries({ queryKey: contentAdminKeys.shortUrls });
    },
  });
  return (
    <Container size="xl" py="lg">
      <title>{t("shortUrls.metaTitle")}</title>
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
          <Table.ScrollContainer minWidth={760}>
            <Table striped verticalSpacing="sm" data-testid="short-urls-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("shortUrls.key")}</Table.Th>
                  <Table.Th>{t("shortUrls.fullUrl")}</Table.Th>
                  <Table.Th>{t("shortUrls.visits")}</Table.Th>
                  <Table.Th>{t("shortUrls.lastVisit")}</Table.Th>
                  <Table.Th>{t("actions")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.data.map((link) => (
                  <Table.Tr key={link.id} data-testid={`short-url-${link.short_url_key}`}>
                    <Table.Td>
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
                    </Table.Td>
                    <Table.Td style={{ maxWidth: 420, overflowWrap: "anywhere" }}>
                      <Text size="sm">{link.full_url}</Text>
                    </Table.Td>
                    <Table.Td data-testid="visit-count">{link.visit_count}</Table.Td>
                    <Table.Td>
                      {link.last_visited_at ? dayjs(link.last_visited_at).format("YYYY-MM-DD HH:mm") : "—"}
                    </Table.Td>
                    <Table.Td>
                      {isAdmin && (
                        <Group gap="xs" wrap="nowrap">
                          <ConfirmDeleteButtons
                            confirming={confirmId === link.id}
                            pending={remove.isPending}
                            onAsk={() => setConfirmId(link.id)}
                            onCancel={() => setConfirmId(null)}
                            onConfirm={() => remove.mutate(link.id)}
                            labels={{ delete: t("delete"), confirm: t("confirmDelete"), cancel: t("cancel") }}
                            deleteAriaLabel={t("shortUrls.deleteNamed", { key: link.short_url_key })}
                          />
                        </Group>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
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

/** /shortUrls: every short link with its visit count; copy the address; admins delete. */
export default function ShortUrlsPage() {
  return (
    <AdminAccess>
      <ShortUrls />
    </AdminAccess>
  );
}
