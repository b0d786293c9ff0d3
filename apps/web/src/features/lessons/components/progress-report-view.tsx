import type { ProgressReport } from "@edu/shared/lessons";
import { Badge, Button, Group, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ConfirmDeleteButtons } from "../../../components/confirm-delete-buttons";
import { RichTextView } from "../../../components/rich-text-editor";
import { formatDateTime } from "../../../lib/format-date";
import { displayName } from "../../../lib/person-name";
import { deleteProgressReport, progressKeys, sendProgressReport } from "../api/lessons-api";
import { lightBadgeText } from "../lib/attendance";

type Props = {
  report: ProgressReport;
  basePath: string;
  writes: boolean;
  /** Offer Delete (lib/progress-report.ts offersDelete); called once the report is gone. */
  deletes?: boolean;
  onDeleted?: () => void;
};

/** One report as the family reads it; writers also edit it, mail it to the parents, delete it. */
export function ProgressReportView({ report, basePath, writes, deletes = false, onDeleted }: Props) {
  const { t } = useTranslation("lessons");
  const queryClient = useQueryClient();
  const send = useMutation({
    mutationFn: () => sendProgressReport(report.id),
    onSuccess: async (result) => {
      notifications.show({
        color: result.mails > 0 ? "teal" : "yellow",
        message: result.mails > 0 ? t("progress.mailed", { count: result.mails }) : t("progress.noParents"),
      });
      await queryClient.invalidateQueries({ queryKey: progressKeys.all });
    },
  });
  const [asking, setAsking] = useState(false);
  const remove = useMutation({
    mutationFn: () => deleteProgressReport(report.id),
    onSuccess: async () => {
      notifications.show({ color: "teal", message: t("progress.deleted") });
      queryClient.removeQueries({ queryKey: progressKeys.report(report.id) });
      await queryClient.invalidateQueries({ queryKey: progressKeys.all });
      onDeleted?.();
    },
    // The API client shows the refusal (403: someone else's report, or mailed).
    onError: () => setAsking(false),
  });
  return (
    <Stack gap="md">
      <Group gap="lg" wrap="wrap">
        <Text>
          <Text span fw={600}>
            {t("fields.student")}:
          </Text>{" "}
          {displayName(report.student)}
        </Text>
        <Text>
          <Text span fw={600}>
            {t("fields.class")}:
          </Text>{" "}
          {report.session_class.localized?.name ?? report.session_class.name}
        </Text>
        <Text>
          <Text span fw={600}>
            {t("progress.period")}:
          </Text>{" "}
          {report.period}
        </Text>
        {report.teacher && (
          <Text>
            <Text span fw={600}>
              {t("progress.writtenBy")}:
            </Text>{" "}
            {displayName(report.teacher)}
          </Text>
        )}
        {report.mailed_at ? (
          <Badge color="teal" variant="light" style={lightBadgeText("teal")}>
            {t("progress.mailedAt", { date: formatDateTime(report.mailed_at) })}
          </Badge>
        ) : (
          <Badge color="gray" variant="light" style={lightBadgeText("gray")}>
            {t("progress.notMailed")}
          </Badge>
        )}
      </Group>
      <RichTextView html={report.content} />
      {writes && (
        <Group gap="sm">
          <Button component={Link} to={`${basePath}/${report.id}/edit`} variant="light">
            {t("edit")}
          </Button>
          <Button onClick={() => send.mutate()} loading={send.isPending}>
            {t("progress.sendToParents")}
          </Button>
          {deletes && (
            <Group gap="xs" data-testid="progress-report-delete">
              <ConfirmDeleteButtons
                confirming={asking}
                pending={remove.isPending}
                onAsk={() => setAsking(true)}
                onCancel={() => setAsking(false)}
                onConfirm={() => remove.mutate()}
                labels={{ delete: t("delete"), confirm: t("confirmDelete"), cancel: t("cancel") }}
                deleteAriaLabel={t("progress.deleteOf", {
                  name: displayName(report.student),
                  period: report.period,
                })}
              />
            </Group>
          )}
        </Group>
      )}
    </Stack>
  );
}
