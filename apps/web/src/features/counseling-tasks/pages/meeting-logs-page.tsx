import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { RouteHandle } from "../../../app/route-handle";
import { ListPagination } from "../../../components/data-list";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage } from "../../../components/page-state";
import { meetingLogsQuery } from "../api/counseling-tasks-api";
import { MeetingLogCard } from "../components/meeting-log-card";
import { MeetingLogForm } from "../components/meeting-log-form";
import { mayWriteLogs, useWorkspace, WorkspaceFrame } from "../components/workspace";

export const handle: RouteHandle = {
  i18n: ["counseling-tasks", "counseling-profile", "rich-text-editor", "data-list"],
};

/** The class's meetings, newest first; its counselors write them, students and parents read. */
function MeetingLogs({ classId, canWrite }: { classId: number; canWrite: boolean }) {
  const { t } = useTranslation("counseling-tasks");
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const list = useQuery(meetingLogsQuery(classId, page));
  return (
    <Stack gap="md">
      {!canWrite && <Text size="sm">{t("log.readOnly")}</Text>}
      {canWrite && !creating && (
        <Group>
          <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setCreating(true)}>
            {t("log.new")}
          </Button>
        </Group>
      )}
      {creating && (
        <Paper withBorder p={{ base: "sm", sm: "md" }}>
          <Title order={2} size="h4" mb="sm">
            {t("log.new")}
          </Title>
          <MeetingLogForm classId={classId} onDone={() => setCreating(false)} />
        </Paper>
      )}
      {list.isPending ? (
        <PageLoader />
      ) : list.isError ? (
        <LoadErrorPage error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.data.length === 0 ? (
        <Text data-testid="logs-empty">{canWrite ? t("log.emptyWrite") : t("log.emptyRead")}</Text>
      ) : (
        <Stack gap="sm" data-testid="log-list">
          {list.data.data.map((log) => (
            <MeetingLogCard key={log.id} log={log} />
          ))}
          <ListPagination list={list.data} page={page} onChange={setPage} />
        </Stack>
      )}
    </Stack>
  );
}

/** /private/counseling/{id}/meetingLogs (spec 03 §2): a counseling class's meeting logs. */
export default function MeetingLogsPage() {
  const { t } = useTranslation("counseling-tasks");
  const { gate, workspace } = useWorkspace({ classOnly: true });
  if (!workspace || workspace.classId === undefined) return gate;
  return (
    <WorkspaceFrame
      workspace={workspace}
      tab="meetingLogs"
      title={t("log.title")}
      metaTitle={(name) => t("log.metaTitle", { name })}
      chooseStudent={false}
    >
      <MeetingLogs classId={workspace.classId} canWrite={mayWriteLogs(workspace.row)} />
    </WorkspaceFrame>
  );
}
