import { schoolFactInputSchema } from "@edu/shared/schools";
import { Button, Card, FileInput, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { isApiError } from "../../../../lib/api-client";
import { localizeMessage, serverFieldErrors } from "../../../../lib/form-errors";
import { LoadFailed } from "./load-failed";
import { ImportUploading, ScorecardImportReport } from "./scorecard-import-panel-report";
import { schoolImportKey, schoolImportQuery, schoolStaffKeys, startSchoolsImport } from "./staff-api";
import { useStaffTranslation } from "./staff-texts";
import { WriteError } from "./write-error";

type ImportValues = { file: File | null; year: string };

/** The year a staff figure takes is the one an import takes (2026 or 2025-26). */
const yearSchema = schoolFactInputSchema.shape.year;

/** How often a running import's progress is read. */
export const IMPORT_POLL_MS = 1_000;

/**
 * /schools/edit: upload a College Scorecard institution file. While the file travels the bar has no
 * value (the browser's fetch reports no upload progress); once the server answers, the import's own
 * progress (bytes read of the file) and report are polled.
 */
export function ScorecardImportPanel() {
  const { t } = useStaffTranslation();
  const queryClient = useQueryClient();
  const [importId, setImportId] = useState<number>();
  const form = useForm<ImportValues>({
    initialValues: { file: null, year: "" },
    validate: {
      file: (file) => (!file ? t("import.pickFile") : /\.csv$/i.test(file.name) ? null : t("import.csvOnly")),
      year: (year) => {
        if (year.trim() === "") return null;
        const parsed = yearSchema.safeParse(year);
        return parsed.success ? null : localizeMessage(parsed.error.issues[0]?.message ?? "v.school_year");
      },
    },
  });
  const start = useMutation({
    mutationFn: ({ file, year }: ImportValues) => startSchoolsImport(file as File, year.trim() || undefined),
    onMutate: () => setImportId(undefined),
    onSuccess: (started) => {
      // The answer is the import's first progress: the poll starts from it instead of an empty panel.
      queryClient.setQueryData(schoolImportKey(started.id), started);
      setImportId(started.id);
    },
    onError: (error) => {
      if (isApiError(error) && error.errors) form.setErrors(serverFieldErrors(error.errors));
    },
  });
  const current = useQuery({
    ...schoolImportQuery(importId ?? 0),
    enabled: importId !== undefined,
    // A failed read keeps the last answer (running): the next tick asks again.
    refetchInterval: (query) => (query.state.data?.status === "running" ? IMPORT_POLL_MS : false),
  });
  const status = current.data?.status;
  useEffect(() => {
    // Imported schools and figures show on the school pages and the picker without a reload.
    if (status === "done") void queryClient.invalidateQueries({ queryKey: schoolStaffKeys.all });
  }, [status, queryClient]);
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="scorecard-import-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="scorecard-import-title">
          {t("import.title")}
        </Title>
        <Text size="sm" c="gray.7">
          {t("import.intro")}
        </Text>
        <form onSubmit={form.onSubmit((values) => start.mutate(values))} noValidate>
          <Stack gap="sm">
            <Group align="flex-start" grow preventGrowOverflow={false} wrap="wrap">
              <FileInput
                label={t("import.file")}
                placeholder={t("import.filePlaceholder")}
                accept=".csv,text/csv"
                clearable
                miw={220}
                {...form.getInputProps("file")}
                // Mantine draws this prompt as text, not a native placeholder: it must meet text contrast (axe).
                styles={{ placeholder: { color: "var(--mantine-color-gray-7)" } }}
              />
              <TextInput
                label={t("import.year")}
                description={t("import.yearHint")}
                placeholder="2022-23"
                maxLength={7}
                miw={220}
                {...form.getInputProps("year")}
              />
            </Group>
            <WriteError error={start.error} />
            <Group>
              <Button type="submit" loading={start.isPending} disabled={status === "running"}>
                {t("import.submit")}
              </Button>
            </Group>
          </Stack>
        </form>
        {start.isPending && <ImportUploading fileName={start.variables.file?.name ?? ""} />}
        {current.data ? (
          <ScorecardImportReport row={current.data} />
        ) : (
          current.isError && <LoadFailed onRetry={() => void current.refetch()} />
        )}
      </Stack>
    </Card>
  );
}
