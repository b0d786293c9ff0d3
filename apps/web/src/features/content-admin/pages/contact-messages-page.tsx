import type { ContactMessage } from "@edu/shared";
import {
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { RouteHandle } from "../../../app/route-handle";
import { AdminList, type DataListColumn, useListControls } from "../../../components/data-list";
import { PageTitle } from "../../../components/page-title";
import { formatDateTime } from "../../../lib/format-date";
import {
  type ContactStatus,
  contactMessagesQuery,
  contentAdminKeys,
  setContactHandled,
} from "../api/content-admin-api";
import { AdminAccess } from "../components/admin-access";
import { ContentAdminNav } from "../components/content-admin-nav";

export const handle: RouteHandle = { i18n: ["content-admin", "data-list"] };

function ContactMessages() {
  const { t } = useTranslation("content-admin");
  const queryClient = useQueryClient();
  const { page, q: debounced, bind, resetting } = useListControls();
  const [status, setStatus] = useState<ContactStatus>("unhandled");
  const changeStatus = resetting(setStatus);
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
  const when = (value: string | null) => formatDateTime(value, "");
  // Messages are long texts: always cards; the columns name what the CSV export holds.
  const columns: DataListColumn<ContactMessage>[] = [
    { key: "name", header: t("contact.fields.name"), cell: (m) => m.name, csv: (m) => m.name },
    { key: "email", header: t("contact.fields.email"), cell: (m) => m.email, csv: (m) => m.email },
    { key: "phone", header: t("contact.fields.phone"), cell: (m) => m.phone, csv: (m) => m.phone },
    { key: "locale", header: t("contact.fields.locale"), cell: (m) => m.locale, csv: (m) => m.locale },
    {
      key: "received",
      header: t("contact.fields.received"),
      cell: (m) => when(m.created_at),
      csv: (m) => when(m.created_at),
    },
    { key: "message", header: t("contact.fields.message"), cell: (m) => m.message, csv: (m) => m.message },
    {
      key: "handled",
      header: t("contact.fields.handled"),
      cell: (m) => when(m.handled_at),
      csv: (m) => when(m.handled_at),
    },
  ];
  const card = (message: ContactMessage) => (
    <Paper withBorder p="md" radius="md" component="article" data-testid={`contact-message-${message.id}`}>
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
            {when(message.created_at)}
          </Text>
        </Group>
        <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
          {message.message}
        </Text>
        <Group gap="xs">
          {message.handled ? (
            <Badge color="teal.9">{t("contact.handledAt", { date: when(message.handled_at) })}</Badge>
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
  );
  return (
    <Container size="lg" py="lg">
      <PageTitle title={t("contact.metaTitle")} />
      <Stack gap="md">
        <ContentAdminNav />
        <Title order={1}>{t("contact.title")}</Title>
        <AdminList
          query={list}
          {...bind(t("search"))}
          filters={
            <SegmentedControl
              aria-label={t("contact.statusFilter")}
              value={status}
              onChange={(value) => changeStatus(value as ContactStatus)}
              data={(["unhandled", "handled", "all"] as const).map((value) => ({
                value,
                label: t(`contact.status.${value}`),
              }))}
            />
          }
          csv={{
            filename: "contact-messages",
            fetchPage: (n) => queryClient.fetchQuery(contactMessagesQuery(n, debounced, status)),
          }}
          total={(total, count) => t("contact.count", { count, total })}
          columns={columns}
          rowKey={(message) => message.id}
          label={t("contact.title")}
          layout="cards"
          card={card}
          empty={<Text>{t("empty")}</Text>}
        />
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
