import { PROGRESS_REPORT_STATUSES, type ProgressReportStatus } from "@edu/shared/lessons";
import { Alert, Container, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { PageLoader } from "../../../components/page-loader";
import { NoPermissionPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { useViewerRoles } from "../../auth";
import { unfinishedReportsQuery } from "../api/lessons-api";
import { ProgressReportStatuses } from "../components/progress-report-statuses";

export const handle: RouteHandle = { i18n: ["lessons", "data-list"] };

/**
 * /progressReportStatuses: who owes which progress report (staff: every class; teachers: theirs,
 * with the spec's "unfinished progress reports: required versus written" prompt).
 */
export default function ProgressReportStatusesPage() {
  const { t } = useTranslation("lessons");
  const viewer = useViewerRoles();
  const teacherOnly = viewer.isTeacher && !viewer.isStaff;
  const unfinished = useQuery({ ...unfinishedReportsQuery(), enabled: teacherOnly });
  // ?status=owed (the home prompt's link) opens the list filtered.
  const [search] = useSearchParams();
  const wanted = search.get("status");
  const initialStatus = PROGRESS_REPORT_STATUSES.find((s): s is ProgressReportStatus => s === wanted) ?? null;
  if (!viewer.user) return <PageLoader />;
  if (!viewer.isStaff && !viewer.isTeacher) return <NoPermissionPage />;
  const due = unfinished.data;
  return (
    <Container size="xl" py="lg" px={{ base: "xs", sm: "md" }}>
      <PageTitle title={t("progress.statusesTitle")} />
      <Stack gap="md">
        <Title order={1}>{t("progress.statusesTitle")}</Title>
        {due && due.written < due.required && (
          <Alert color="yellow" title={t("progress.unfinishedTitle")}>
            {t("progress.unfinished", { required: due.required, written: due.written })}
          </Alert>
        )}
        {due && due.required > 0 && due.written >= due.required && (
          <Text c="teal.8">{t("progress.allWritten", { n: due.required })}</Text>
        )}
        <ProgressReportStatuses writes initialStatus={initialStatus} />
      </Stack>
    </Container>
  );
}
