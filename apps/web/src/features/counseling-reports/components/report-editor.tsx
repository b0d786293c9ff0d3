import {
  type CounselingReport,
  counselingReportLetter,
  type UpdateCounselingReport,
} from "@edu/shared/counseling-reports";
import { Button, Group, Paper, Skeleton, Stack, Text, Textarea, Title } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../lib/format-date";
import { useLocale } from "../../../lib/use-locale";
import { deleteReport, reportKeys, sendReport, updateReport } from "../api/counseling-reports-api";
import { FactSections } from "./report-letter";
import { ReportPreview } from "./report-preview";
import { SentInfo } from "./sent-info";

// Heavy (tiptap, toolbar): its own chunk, fetched only when a draft is edited.
const RichTextEditor = lazy(() => import("../../../components/rich-text-editor/rich-text-editor"));

/** Sending asks first: a sent report is final. */
function SendButton({ report, onSent }: { report: CounselingReport; onSent: () => void }) {
  const { t } = useTranslation("counseling-reports");
  const [asked, setAsked] = useState(false);
  const send = useMutation({ mutationFn: () => sendReport(report.id), onSuccess: onSent });
  if (!asked) return <Button onClick={() => setAsked(true)}>{t("editor.send")}</Button>;
  return (
    <Stack gap="xs" role="group" aria-label={t("editor.send")}>
      <Text size="sm">{t("editor.confirmSend")}</Text>
      <Group gap="xs">
        <Button color="green" loading={send.isPending} onClick={() => send.mutate()}>
          {t("editor.confirmSendButton")}
        </Button>
        <Button variant="default" onClick={() => setAsked(false)}>
          {t("editor.cancel")}
        </Button>
      </Group>
      {send.isError && (
        <Text size="sm" c="red.8" role="alert">
          {send.error.message}
        </Text>
      )}
    </Stack>
  );
}

/** The draft's own words: the summary (rich text) and next month's plan. */
function DraftForm({
  report,
  onSaved,
  onDeleted,
}: {
  report: CounselingReport;
  onSaved: () => void;
  onDeleted: () => void;
}) {
  const { t, i18n } = useTranslation("counseling-reports");
  const [summary, setSummary] = useState(report.summary);
  const [plan, setPlan] = useState(report.plan);
  const [uploading, setUploading] = useState(false);
  const save = useMutation({
    mutationFn: (body: UpdateCounselingReport) => updateReport(report.id, body),
    onSuccess: onSaved,
  });
  const remove = useMutation({ mutationFn: () => deleteReport(report.id), onSuccess: onDeleted });
  const [deleting, setDeleting] = useState(false);
  return (
    <Stack gap="sm">
      <Suspense fallback={<Skeleton h={160} radius="sm" />}>
        <RichTextEditor
          label={t("editor.summary")}
          value={summary}
          onChange={setSummary}
          lang={i18n.language}
          minHeight={160}
          onUploadingChange={setUploading}
        />
      </Suspense>
      <Textarea
        label={t("editor.plan")}
        value={plan}
        onChange={(event) => setPlan(event.currentTarget.value)}
        autosize
        minRows={3}
      />
      {save.isError && (
        <Text size="sm" c="red.8" role="alert">
          {save.error.message}
        </Text>
      )}
      {save.isSuccess && !save.isPending && (
        <Text size="sm" role="status">
          {t("editor.saved")}
        </Text>
      )}
      <Group gap="xs" wrap="wrap">
        <Button loading={save.isPending} disabled={uploading} onClick={() => save.mutate({ summary, plan })}>
          {t("editor.save")}
        </Button>
        <Button
          color="red"
          variant={deleting ? "filled" : "subtle"}
          loading={remove.isPending}
          onClick={() => (deleting ? remove.mutate() : setDeleting(true))}
        >
          {t(deleting ? "editor.confirmDelete" : "editor.delete")}
        </Button>
        {deleting && (
          <Button variant="default" onClick={() => setDeleting(false)}>
            {t("editor.cancel")}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/**
 * A counselor's view of one report: the month's facts grouped, the draft's summary and plan, the preview
 * in a chosen language and sending (with a confirmation); once sent, whom it reached.
 */
export function ReportEditor({ report, onClose }: { report: CounselingReport; onClose: () => void }) {
  const { t } = useTranslation("counseling-reports");
  const locale = useLocale();
  const client = useQueryClient();
  const refreshAll = () => client.invalidateQueries({ queryKey: reportKeys.all });
  const refresh = useMutation({
    mutationFn: () => updateReport(report.id, { refresh_facts: 1 }),
    onSuccess: refreshAll,
  });
  const letter = counselingReportLetter(
    { student_name: report.student.name, month: report.month, facts: report.facts },
    locale,
  );
  const draft = report.can_edit === 1;
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h3">
          {t("editor.heading", { month: report.month })}
        </Title>
        <Button variant="subtle" onClick={onClose}>
          {t("editor.close")}
        </Button>
      </Group>
      {report.state === "sent" && <SentInfo report={report} />}
      <Paper withBorder p={{ base: "sm", sm: "md" }}>
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap">
            <Title order={3} size="h4">
              {t("editor.facts")}
            </Title>
            <Text size="sm" c="gray.7">
              {t("editor.collectedAt", { date: formatDateTime(report.facts_collected_at) })}
            </Text>
          </Group>
          <FactSections
            sections={letter.sections}
            heading={(text) => (
              <Title order={4} size="h6">
                {text}
              </Title>
            )}
          />
          {draft && (
            <Group>
              <Button variant="light" loading={refresh.isPending} onClick={() => refresh.mutate()}>
                {t("editor.refresh")}
              </Button>
            </Group>
          )}
        </Stack>
      </Paper>
      {draft && (
        <DraftForm
          report={report}
          onSaved={refreshAll}
          onDeleted={() => {
            onClose();
            void client.invalidateQueries({ queryKey: reportKeys.all });
          }}
        />
      )}
      <ReportPreview report={report} />
      {draft && <SendButton report={report} onSent={refreshAll} />}
    </Stack>
  );
}
