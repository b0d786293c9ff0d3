import { dbIdSchema, displayName } from "@edu/shared";
import { Alert, Badge, Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { DataList, ListPagination, ListTotal } from "../../../components/data-list";
import { PageLoader } from "../../../components/page-loader";
import { NoPermissionPage, NotFoundPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { formatDateTime } from "../../../lib/format-date";
import { useViewerRoles } from "../../auth";
import { lineNotesKeys, lineNotesQuery, lineNotesStatusQuery, syncLineNotes } from "../api/line-notes-api";
import { LineNoteCard } from "../components/line-note-card";

export const handle: RouteHandle = { i18n: ["line-notes", "data-list"] };

function SyncBar({ lastSyncAt }: { lastSyncAt: string | null }) {
  const { t } = useTranslation("line-notes");
  const queryClient = useQueryClient();
  const sync = useMutation({
    mutationFn: syncLineNotes,
    onSuccess: async (result) => {
      notifications.show({
        color: "teal",
        message: t("synced", {
          profiles: result.profiles_updated,
          contents: result.contents_fetched,
          attached: result.events_attached,
        }),
      });
      await queryClient.invalidateQueries({ queryKey: lineNotesKeys.all });
    },
  });
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Text size="sm" data-testid="line-last-sync">
        {lastSyncAt ? t("lastSync", { when: formatDateTime(lastSyncAt) }) : t("neverSynced")}
      </Text>
      <Button size="sm" onClick={() => sync.mutate()} loading={sync.isPending}>
        {t("sync")}
      </Button>
    </Group>
  );
}

function LineNotes({ userId }: { userId: number }) {
  const { t } = useTranslation("line-notes");
  const [page, setPage] = useState(1);
  const status = useQuery(lineNotesStatusQuery());
  const notes = useQuery({ ...lineNotesQuery(userId, page), enabled: Boolean(status.data?.configured) });
  if (status.isPending) return <PageLoader />;
  if (!status.data?.configured)
    return (
      <Container size="sm" py="lg">
        <PageTitle title={t("title")} />
        <Stack gap="md">
          <Title order={1}>{t("title")}</Title>
          <Alert color="gray">{t("notConfigured")}</Alert>
        </Stack>
      </Container>
    );
  const user = notes.data?.user;
  const name = user ? displayName(user) : "";
  return (
    <Container size="md" py="lg">
      <PageTitle title={name ? t("titleFor", { name }) : t("title")} />
      <Stack gap="md">
        <Title order={1}>{name ? t("titleFor", { name }) : t("title")}</Title>
        {user && (
          <Group gap="xs" wrap="wrap">
            {user.line_linked ? (
              <>
                <Badge color="green.9">{t("linked")}</Badge>
                {user.line_display_name && (
                  <Text size="sm">{t("lineName", { name: user.line_display_name })}</Text>
                )}
                {user.following === false && <Badge color="red.8">{t("blocked")}</Badge>}
              </>
            ) : (
              <Badge color="gray.7">{t("notLinked")}</Badge>
            )}
          </Group>
        )}
        <SyncBar lastSyncAt={status.data.last_sync_at} />
        {notes.isError && <Alert color="red">{t("loadFailed")}</Alert>}
        {notes.data && <ListTotal list={notes.data} label={(total, count) => t("count", { count, total })} />}
        <DataList
          items={notes.data?.data ?? []}
          loading={notes.isPending}
          columns={[]}
          rowKey={(note) => note.id}
          label={t("title")}
          testId="line-notes"
          layout="cards"
          card={(note) => <LineNoteCard note={note} />}
          empty={<Text>{t("empty")}</Text>}
        />
        {notes.data && <ListPagination list={notes.data} page={page} onChange={setPage} />}
      </Stack>
    </Container>
  );
}

/** /line-notes/:userId: what one user sent the school on LINE, for staff (spec 01 §7 messaging notes). */
export default function LineNotesPage() {
  const { t } = useTranslation("line-notes");
  const { isPending, isStaff } = useViewerRoles();
  const parsed = dbIdSchema.safeParse(useParams().userId);
  if (isPending) return <PageLoader />;
  if (!isStaff) return <NoPermissionPage reason={t("access")} />;
  if (!parsed.success) return <NotFoundPage />;
  return <LineNotes userId={parsed.data} />;
}
