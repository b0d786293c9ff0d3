import type { CounselingReportItem } from "@edu/shared/counseling-reports";
import { Badge, Button, Group, Select, Stack, Text, Title } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../lib/api-error";
import { formatDate } from "../../../lib/format-date";
import { draftReport, reportKeys } from "../api/counseling-reports-api";

/** This month and the eleven before it, newest first (YYYY-MM). */
export function recentMonths(today = new Date(), count = 12): string[] {
  return Array.from({ length: count }, (_, back) => {
    const day = new Date(today.getFullYear(), today.getMonth() - back, 1);
    return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, "0")}`;
  });
}

/** "New report for <month>": drafts it, or opens the month's report when it already has one. */
function NewReport({
  items,
  classId,
  student,
  onOpen,
}: {
  items: readonly CounselingReportItem[];
  classId: number;
  student: number;
  onOpen: (id: number) => void;
}) {
  const { t } = useTranslation("counseling-reports");
  const months = recentMonths();
  // The newest month without a report yet: the one a counselor is about to write.
  const [month, setMonth] = useState(
    () => months.find((candidate) => !items.some((item) => item.month === candidate)) ?? months[0] ?? "",
  );
  const [existed, setExisted] = useState(false);
  const client = useQueryClient();
  const create = useMutation({
    mutationFn: () => draftReport(classId, student, month),
    onSuccess: (answer) => {
      void client.invalidateQueries({ queryKey: reportKeys.all });
      onOpen(answer.data.id);
    },
    // Someone drafted the month meanwhile: the 409 names that report, which opens; the list is read again.
    onError: (error) => {
      void client.invalidateQueries({ queryKey: reportKeys.all });
      const existing = isApiError(error) && error.status === 409 ? error.details?.report_id : undefined;
      if (typeof existing === "number") {
        setExisted(true);
        onOpen(existing);
      }
    },
  });
  const start = () => {
    const existing = items.find((item) => item.month === month);
    setExisted(existing !== undefined);
    if (existing) onOpen(existing.id);
    else create.mutate();
  };
  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="xs" wrap="wrap">
        <Select
          label={t("new.month")}
          data={months}
          value={month}
          allowDeselect={false}
          onChange={(value) => value && setMonth(value)}
          w={160}
        />
        <Button loading={create.isPending} onClick={start}>
          {t("new.create", { month })}
        </Button>
      </Group>
      {existed && <Text size="sm">{t("new.exists")}</Text>}
      {create.isError && !existed && (
        <Text size="sm" c="red.8" role="alert">
          {create.error.message}
        </Text>
      )}
    </Stack>
  );
}

/** The student's reports by month with their state; counselors start a new one below. */
export function ReportMonths({
  items,
  classId,
  student,
  canWrite,
  onOpen,
}: {
  items: readonly CounselingReportItem[];
  classId: number;
  student: number;
  canWrite: boolean;
  onOpen: (id: number) => void;
}) {
  const { t } = useTranslation("counseling-reports");
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t("list.heading")}
      </Title>
      {items.length === 0 && <Text>{t(canWrite ? "list.empty" : "list.emptyReader")}</Text>}
      <Stack gap={6}>
        {items.map((item) => (
          <Group key={item.id} gap="sm" wrap="wrap">
            <Button
              variant="light"
              size="compact-md"
              onClick={() => onOpen(item.id)}
              aria-label={t("list.open", { month: item.month })}
            >
              {item.month}
            </Button>
            {item.state === "draft" ? (
              <Badge color="gray">{t("list.draft")}</Badge>
            ) : (
              <Badge color="green">{t("list.sent", { date: formatDate(item.sent_at) })}</Badge>
            )}
          </Group>
        ))}
      </Stack>
      {canWrite && <NewReport items={items} classId={classId} student={student} onOpen={onOpen} />}
    </Stack>
  );
}
