import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { RouteHandle } from "../../../app/route-handle";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage } from "../../../components/page-state";
import { useLocale } from "../../../lib/use-locale";
import { useWorkspace, WorkspaceFrame } from "../../counseling-profile";
import { reportListQuery, reportQuery } from "../api/counseling-reports-api";
import { ReportEditor } from "../components/report-editor";
import { ReportLetter } from "../components/report-letter";
import { ReportMonths } from "../components/report-months";

export const handle: RouteHandle = { i18n: ["counseling-reports", "counseling-profile", "rich-text-editor"] };

/** One report: the counselor's editor, or for the student and parents the sent report as written to them. */
function OpenReport({ id, canWrite, onClose }: { id: number; canWrite: boolean; onClose: () => void }) {
  const { t } = useTranslation("counseling-reports");
  const locale = useLocale();
  const report = useQuery(reportQuery(id));
  if (report.isPending) return <PageLoader />;
  if (report.isError) return <Text role="alert">{report.error.message}</Text>;
  if (canWrite) return <ReportEditor report={report.data} onClose={onClose} />;
  return (
    <Paper withBorder p={{ base: "sm", sm: "md" }}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h3">
            {t("editor.heading", { month: report.data.month })}
          </Title>
          <Button variant="subtle" onClick={onClose}>
            {t("editor.close")}
          </Button>
        </Group>
        <ReportLetter report={report.data} locale={locale} />
      </Stack>
    </Paper>
  );
}

function StudentReports({
  classId,
  student,
  canWrite,
}: {
  classId: number;
  student: number;
  canWrite: boolean;
}) {
  const list = useQuery(reportListQuery(classId, student));
  const [open, setOpen] = useState<number | null>(null);
  if (list.isPending) return <PageLoader />;
  if (list.isError) return <LoadErrorPage error={list.error} onRetry={() => void list.refetch()} />;
  if (open !== null) return <OpenReport id={open} canWrite={canWrite} onClose={() => setOpen(null)} />;
  return (
    <ReportMonths
      items={list.data.data}
      classId={classId}
      student={student}
      canWrite={canWrite}
      onOpen={setOpen}
    />
  );
}

/**
 * /private/counseling/{id}/reports (id: the counseling class): a student's monthly reports to the parents.
 * Counselors draft, edit, preview and send; the student and parents read what was sent. Whoever may not
 * see the student meets "not found".
 */
export default function ReportsPage() {
  const { t } = useTranslation("counseling-reports");
  const { gate, workspace } = useWorkspace({ classOnly: true });
  if (!workspace) return gate;
  const { row, classId } = workspace;
  return (
    <WorkspaceFrame
      workspace={workspace}
      tab="reports"
      title={t("page.title")}
      metaTitle={(name) => t("page.metaTitle", { name })}
      subtitle={(name) => t("page.subtitle", { name })}
    >
      <StudentReports
        key={row.student_user_id}
        classId={classId as number}
        student={row.student_user_id}
        canWrite={row.as === "counselor" || row.as === "admin"}
      />
    </WorkspaceFrame>
  );
}
