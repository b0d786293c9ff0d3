import type { ThirdAccount, ThirdServiceType } from "@edu/shared/counseling-accounts";
import { counselingExportEndpoints } from "@edu/shared/counseling-exports";
import { Alert, Button, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { IconCloudUpload, IconFileTypePdf, IconJson, IconRefresh } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { endpointHref } from "../../../lib/endpoint-client";
import { formatDateTime } from "../../../lib/format-date";
import { useLocale } from "../../../lib/use-locale";
import { applicationsKeys, exportPreviewQuery, uploadExport } from "../api/applications-api";
import { serviceName } from "../lib/service-types";
import { type ActionOutcome, ActionResult } from "./action-result";
import { ExportPreview } from "./export-preview";
import { ExportCuts, ExportWarnings } from "./export-rules";
import { WRAPPING_BUTTON } from "./wrapping-button";

/** The PDF (in the reader's language) and the JSON file of the export: links the browser opens itself. */
function Downloads({ student, type }: { student: number; type: ThirdServiceType }) {
  const { t } = useTranslation("counseling-applications");
  const locale = useLocale();
  const params = { id: student, target: type };
  return (
    <Group gap="sm">
      <Button
        component="a"
        variant="default"
        href={endpointHref(counselingExportEndpoints.getCounselingProfileExportPdf, {
          params,
          query: { lang: locale },
        })}
        target="_blank"
        rel="noopener"
        leftSection={<IconFileTypePdf size={18} aria-hidden="true" />}
      >
        {t("export.pdf")}
      </Button>
      <Button
        component="a"
        variant="default"
        href={endpointHref(counselingExportEndpoints.getCounselingProfileExportJson, { params, query: {} })}
        download
        leftSection={<IconJson size={18} aria-hidden="true" />}
      >
        {t("export.json")}
      </Button>
    </Group>
  );
}

/**
 * The export for this service, built now from the profile: side by side with the profile, every cut with its
 * reason, the warnings where today's form differs from the spec's rule, the downloads and the upload to the
 * service (whoever may change the account; the server says the service's answer).
 */
export function ExportPanel({ account }: { account: ThirdAccount }) {
  const { t } = useTranslation("counseling-applications");
  const locale = useLocale();
  const queryClient = useQueryClient();
  const student = account.student_user_id;
  const type = account.third_service_type;
  const service = serviceName(type);
  const preview = useQuery(exportPreviewQuery(locale, student, type));
  const [outcome, setOutcome] = useState<ActionOutcome>();
  const upload = useMutation({
    mutationFn: () => uploadExport(student, type),
    onMutate: () => setOutcome(undefined),
    onSuccess: (answer) => {
      // What was sent is the newest export; the account now says when it was uploaded.
      queryClient.setQueryData(applicationsKeys.exportPreview(locale, student, type), answer);
      void queryClient.invalidateQueries({ queryKey: applicationsKeys.account(student, type) });
      setOutcome({ ok: true, message: answer.message ?? t("export.uploaded") });
    },
    onError: (error) => setOutcome({ ok: false, error }),
  });
  const canUpload = account.can_edit && account.id !== null && account.has_password && account.account !== "";
  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {t("export.title", { service })}
      </Title>
      <Text size="sm" c="gray.7">
        {t("export.intro", { service })}
      </Text>
      <Downloads student={student} type={type} />
      {account.can_edit && (
        <Stack gap="xs">
          <Text size="sm">
            {account.last_uploaded_at
              ? t("export.lastUploaded", { date: formatDateTime(account.last_uploaded_at) })
              : t("export.neverUploaded")}
          </Text>
          {canUpload ? (
            <Group>
              <Button
                {...WRAPPING_BUTTON}
                leftSection={<IconCloudUpload size={18} aria-hidden="true" />}
                loading={upload.isPending}
                onClick={() => upload.mutate()}
              >
                {t("export.upload", { service })}
              </Button>
            </Group>
          ) : (
            <Text size="sm">{t("actions.needLogin")}</Text>
          )}
          <ActionResult outcome={outcome} />
        </Stack>
      )}
      {preview.isPending && (
        <Group gap="xs" role="status">
          <Loader size="sm" aria-hidden="true" />
          <Text size="sm">{t("export.loading")}</Text>
        </Group>
      )}
      {preview.isError && (
        <Alert color="red" role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t("export.loadFailed")}</Text>
            <Button
              size="compact-sm"
              variant="light"
              leftSection={<IconRefresh size={16} aria-hidden="true" />}
              onClick={() => void preview.refetch()}
            >
              {t("export.retry")}
            </Button>
          </Stack>
        </Alert>
      )}
      {preview.data && (
        <>
          <Text size="xs" c="gray.7">
            {t("export.generatedAt", { date: formatDateTime(preview.data.export.generated_at) })}
          </Text>
          <ExportWarnings warnings={preview.data.export.warnings} />
          <ExportCuts cuts={preview.data.export.cuts} />
          <ExportPreview preview={preview.data.export} service={service} />
        </>
      )}
    </Stack>
  );
}
