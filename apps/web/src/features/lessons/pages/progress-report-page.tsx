import { Alert, Anchor, Container, Stack, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useLocation, useNavigate, useParams, useSearchParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage, NoPermissionPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { displayName } from "../../../lib/person-name";
import { useViewerRoles } from "../../auth";
import { lessonClassQuery, progressReportQuery } from "../api/lessons-api";
import { ProgressReportForm } from "../components/progress-report-form";
import { ProgressReportView } from "../components/progress-report-view";
import { offersDelete, reportBasePath } from "../lib/progress-report";

export const handle: RouteHandle = { i18n: ["lessons", "rich-text-editor"] };

/**
 * A progress report: /private/{privateType}/{classId}/progress-report/create, /{reportId}/edit and
 * /{reportId} (view), and the same under /session-class/{classId}/progress-report for group classes.
 * Staff and the class's teachers write; the student and their parents read.
 */
export default function ProgressReportPage() {
  const { t } = useTranslation("lessons");
  const params = useParams();
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const classId = Number(params.classId);
  const reportId = params.reportId ? Number(params.reportId) : null;
  const mode = reportId === null ? "create" : pathname.endsWith("/edit") ? "edit" : "view";
  const valid = Number.isInteger(classId) && classId > 0 && (reportId === null || reportId > 0);
  const viewer = useViewerRoles();
  const writes = viewer.isStaff || viewer.isTeacher;
  const isPrivate = pathname.startsWith("/private/");
  const base = reportBasePath(classId, isPrivate, params.privateType);
  const report = useQuery({
    ...progressReportQuery(reportId ?? 0),
    enabled: valid && reportId !== null && Boolean(viewer.user),
  });
  const cls = useQuery({
    ...lessonClassQuery(classId),
    enabled: valid && mode === "create" && writes && Boolean(viewer.user),
  });
  if (!valid) return <Navigate to="/404" replace />;
  if (!viewer.user) return <PageLoader />;
  if (mode !== "view" && !writes) return <NoPermissionPage />;
  if (reportId !== null && report.isError)
    return <LoadErrorPage error={report.error} onRetry={() => report.refetch()} />;
  const classTab = isPrivate ? base : `/session-classes/${classId}/progress-report`;
  const title =
    mode === "create"
      ? t("progress.createTitle")
      : mode === "edit"
        ? t("progress.editTitle")
        : report.data
          ? t("progress.viewTitle", { name: displayName(report.data.student), period: report.data.period })
          : t("progress.title");
  const students = (cls.data?.students ?? []).map((ticket) => ({
    value: String(ticket.student.id),
    label: displayName(ticket.student),
  }));
  const preset = search.get("student_user_id");
  if (preset && !students.some((option) => option.value === preset))
    students.push({ value: preset, label: `${t("fields.student")} #${preset}` });
  const failed = reportId !== null ? report : cls;

  return (
    <Container size="lg" py="lg" px={{ base: "xs", sm: "md" }}>
      <PageTitle title={title} />
      <Stack gap="md">
        {writes && (
          <Anchor component={Link} to={classTab} size="sm">
            {t("progress.backToClass")}
          </Anchor>
        )}
        <Title order={1}>{title}</Title>
        {failed.isError && <Alert color="red">{failed.error.message}</Alert>}
        {reportId !== null && report.isPending && <PageLoader />}
        {mode === "view" && report.data && (
          <ProgressReportView
            report={report.data}
            basePath={base}
            writes={writes}
            deletes={
              writes &&
              offersDelete(
                { isAdmin: viewer.isAdmin, isStaff: viewer.isStaff, userId: viewer.user.id },
                report.data,
              )
            }
            onDeleted={() => navigate(classTab, { replace: true })}
          />
        )}
        {mode === "edit" && report.data && (
          <ProgressReportForm
            key={report.data.id}
            classId={classId}
            report={report.data}
            students={[]}
            onSaved={(saved) => navigate(`${base}/${saved.id}`)}
          />
        )}
        {mode === "create" && (cls.data || cls.isError) && (
          <ProgressReportForm
            classId={classId}
            students={students}
            initialStudent={search.get("student_user_id")}
            initialPeriod={search.get("period") ?? ""}
            onSaved={(saved) => navigate(`${base}/${saved.id}`)}
          />
        )}
      </Stack>
    </Container>
  );
}
