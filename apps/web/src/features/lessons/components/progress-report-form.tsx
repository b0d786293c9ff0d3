import type { ProgressReport } from "@edu/shared/lessons";
import { Alert, Button, Group, Select, Skeleton, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useUnsavedChangesGuard } from "../../../app/guards/use-unsaved-changes-guard";
import { MonthField } from "../../../components/date-field/month-field";
import { isApiError } from "../../../lib/api-client";
import { createProgressReport, progressKeys, updateProgressReport } from "../api/lessons-api";
import { periodOrUndefined } from "../lib/progress-report";

const RichTextEditor = lazy(() => import("../../../components/rich-text-editor/rich-text-editor"));

type StudentOption = { value: string; label: string };

type Props = {
  classId: number;
  /** Editing an existing report; else a new one for the chosen student and month. */
  report?: ProgressReport;
  students: StudentOption[];
  initialStudent?: string | null;
  initialPeriod?: string;
  onSaved: (report: ProgressReport) => void;
};

const blank = (html: string) =>
  html
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .trim() === "";

/**
 * A progress report's form: the student and month (new reports only) and the rich text
 * (POST progress-report / PATCH progress-report/{id}). Unsaved text is guarded.
 */
export function ProgressReportForm({
  classId,
  report,
  students,
  initialStudent,
  initialPeriod,
  onSaved,
}: Props) {
  const { t, i18n } = useTranslation("lessons");
  const queryClient = useQueryClient();
  const [student, setStudent] = useState<string | null>(initialStudent ?? null);
  const [period, setPeriod] = useState(initialPeriod ?? "");
  const [content, setContent] = useState(report?.content ?? "");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [uploading, setUploading] = useState(false);
  const [saved, setSaved] = useState<ProgressReport | null>(null);
  // Once saved, the guard is off before the page moves on (the effect runs after that render).
  const dirty = saved === null && content !== (report?.content ?? "");
  useUnsavedChangesGuard(dirty);
  const told = useRef(false);
  useEffect(() => {
    if (saved && !told.current) {
      told.current = true;
      onSaved(saved);
    }
  }, [saved, onSaved]);

  const save = useMutation({
    mutationFn: () =>
      report
        ? updateProgressReport(report.id, content)
        : createProgressReport({
            class_id: classId,
            student_user_id: Number(student),
            period,
            content,
          }),
    onSuccess: async (result) => {
      notifications.show({ color: "teal", message: t("progress.saved") });
      await queryClient.invalidateQueries({ queryKey: progressKeys.all });
      setSaved(result);
    },
    onError: (error) => {
      if (isApiError(error) && error.errors) {
        setErrors(
          Object.fromEntries(
            Object.entries(error.errors).map(([field, messages]) => [field, String(messages[0] ?? "")]),
          ),
        );
      }
    },
  });

  const submit = () => {
    const found: Record<string, string> = {};
    if (!report && !student) found.student_user_id = t("progress.chooseStudent");
    if (!report && !periodOrUndefined(period)) found.period = t("progress.periodFormat");
    if (blank(content)) found.content = t("progress.contentRequired");
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate();
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      noValidate
    >
      <Stack gap="md">
        {save.isError && !(isApiError(save.error) && save.error.errors) && (
          <Alert color="red">{save.error.message}</Alert>
        )}
        {report ? (
          <Text c="gray.7">{t("progress.forLine", { period: report.period })}</Text>
        ) : (
          <Group gap="sm" align="flex-start" wrap="wrap">
            <Select
              label={t("fields.student")}
              data={students}
              value={student}
              onChange={setStudent}
              error={errors.student_user_id}
              required
              w={{ base: "100%", xs: 260 }}
            />
            <MonthField
              label={t("progress.period")}
              value={period}
              onChange={setPeriod}
              error={errors.period}
              required
              w={{ base: "100%", xs: 200 }}
            />
          </Group>
        )}
        <Suspense fallback={<Skeleton h={240} radius="sm" data-testid="rich-text-loading" />}>
          <RichTextEditor
            label={t("progress.content")}
            value={content}
            onChange={setContent}
            error={errors.content}
            lang={i18n.language}
            minHeight={240}
            onUploadingChange={setUploading}
          />
        </Suspense>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} disabled={uploading}>
            {report ? t("progress.saveChanges") : t("progress.create")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
