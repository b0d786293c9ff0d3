import {
  Alert,
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Pagination,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { IconSearch } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import dayjs from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { RouteHandle } from "../../../app/route-handle";
import {
  type ContactStatus,
  contactMessagesQuery,
  contentAdminKeys,
  setContactHandled,
} from "../api/content-admin-api";
import { AdminAccess } from "../components/admin-access";
import { ContentAdminNav } from "../components/content-admin-nav";

export const handle: RouteHandle = { i18n: ["content-admin"] };

function ContactMessages() {
  const { t } = useTranslation("content-admin");
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [q, setQ] = useState("");
  const [status, setStatus] = useState<ContactStatus>("unhandled");
  const [debounced] = useDebouncedValue(q.trim(), 300);
  const list = useQuery(contactMessagesQuery(page, debounced, status));
  const mark = useMutation({
    mutationFn: ({ id, handled }: { id: number; handled: boolean }) => setContactHandled(id, handled),
    onSuccess: async (message) => {
      notifications.show({
        color: "teal",
        message: message.handled ? t("contact.markedHandled") : t("contact.markedUnhandled"),
      });
      await queryClient.invalidateQueries({ queryKey: contentAdminKeys.contact });
    },
  });
  return (
    <Container size="lg" py="lg">
      <title>{t("contact.metaTitle")}</title>
      <Stack gap="md">
        <ContentAdminNav />
        <Title order={1}>{t("contact.title")}</Title>
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label={t("search")}
            type="search"
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            value={q}
            onChange={(event) => {
              setQ(event.currentTarget.value);
              setPage(1);
            }}
            w={300}
          />
          <SegmentedControl
            aria-label={t("contact.statusFilter")}
            value={status}
            onChange={(value) => {
              setStatus(value as ContactStatus);
              setPage(1);
            }}
            data={(["unhandled", "handled", "all"] as const).map((value) => ({
              value,
              label: t(`contact.status.${value}`),
            }))}
          />
        </Group>
        {list.isError && <Alert color="red">{list.error.message}</Alert>}
        {list.data && (
          <Text size="sm" c="gray.7">
            {t("contact.count", { count: list.data.total })}
          </Text>
        )}
        {list.data && list.data.data.length === 0 && <Text>{t("empty")}</Text>}
        {list.data?.data.map((message) => (
          <Paper
            key={message.id}
            withBorder
            p="md"
            radius="md"
            component="article"
            data-testid={`contact-message-${message.id}`}
          >
            <Stack gap={6}>
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Group gap="xs" wrap="wrap">
                  <Text fw={600}>{message.name}</Text>
                  {message.email && (
                    <Anchor href={`mailto:${message.email}`} size="sm">
                      {message.email}
                    </Anchor>
                  )}
                  {message.phone && <Text size="sm">{message.phone}</Text>}
                  <Badge variant="outline" color="dark.6" size="sm" tt="none">
                    {message.locale}
                  </Badge>
                </Group>
                <Text size="sm" c="gray.7">
                  {dayjs(message.created_at).format("YYYY-MM-DD HH:mm")}
                </Text>
              </Group>
              <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
                {message.message}
              </Text>
              <Group gap="xs">
                {message.handled ? (
                  <Badge color="teal.9">
                    {t("contact.handledAt", { date: dayjs(message.handled_at).format("YYYY-MM-DD HH:mm") })}
                  </Badge>
                ) : (
                  <Badge color="accent.9">{t("contact.status.unhandled")}</Badge>
                )}
                <Button
                  size="xs"
                  variant={message.handled ? "default" : "filled"}
                  loading={mark.isPending && mark.variables?.id === message.id}
                  onClick={() => mark.mutate({ id: message.id, handled: !message.handled })}
                  aria-label={
                    message.handled
                      ? t("contact.markUnhandledNamed", { name: message.name })
                      : t("contact.markHandledNamed", { name: message.name })
                  }
                >
                  {message.handled ? t("contact.markUnhandled") : t("contact.markHandled")}
                </Button>
              </Group>
            </Stack>
          </Paper>
        ))}
        {list.data && list.data.last_page > 1 && (
          <Group justify="center">
            <Pagination total={list.data.last_page} value={page} onChange={setPage} />
          </Group>
        )}
      </Stack>
    </Container>
  );
}

/** /admin/contact-messages: search, filter handled or not, mark handled. */
export default function ContactMessagesPage() {
  return (
    <AdminAccess>
      <ContactMessages />
    </AdminAccess>
  );
}
