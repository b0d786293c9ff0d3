import { Anchor, Container, Stack, Tabs, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useLocation, useNavigate, useParams, useSearchParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { useViewerRoles } from "../../auth";
import { LessonSchedulePanel } from "../../lesson-schedule";
import { lessonClassQuery } from "../api/lessons-api";
import { AttendanceList } from "../components/attendance-list";
import { ClassLessonLogs } from "../components/class-lesson-logs";
import { ProgressReportList } from "../components/progress-report-list";
import { ProgressReportStatuses } from "../components/progress-report-statuses";

export const handle: RouteHandle = { i18n: ["lessons", "data-list", "lesson-schedule"] };

/** A class's tabs with paths of their own (spec 01 §2): /session-classes/{classId}/<path>. */
const TAB_PATHS: Record<string, string> = {
  info: "info",
  students: "students",
  logs: "lesson-logs",
  attendance: "attendance",
  progress: "progress-report",
};

/**
 * /session-classes/{classId}/lesson-logs, /attendance and /progress-report (and
 * /private/{privateType}/{classId}/progress-report): a class's lesson logs (staff and its teachers),
 * its attendance (everyone who may see the class; staff and teachers change statuses in one batch)
 * and its progress reports (writers: who owes which; families: the reports written). Under
 * /session-classes every tab of the class (info and students too) opens its path; the schedule, and
 * the tabs of a private lesson's progress page, by `?tab=`.
 */
export default function ClassLessonLogsPage() {
  const { t } = useTranslation("lessons");
  const params = useParams();
  const [search, setSearch] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const classTabs = !params.privateType;
  const classId = Number(params.classId);
  const valid = Number.isInteger(classId) && classId > 0;
  const viewer = useViewerRoles();
  const cls = useQuery({ ...lessonClassQuery(classId), enabled: valid && Boolean(viewer.user) });
  if (!valid) return <Navigate to="/404" replace />;
  if (!viewer.user) return <PageLoader />;
  if (cls.isError) return <LoadErrorPage error={cls.error} onRetry={() => cls.refetch()} />;
  const writes = viewer.isStaff || viewer.isTeacher;
  const fromPath = pathname.endsWith("/attendance")
    ? "attendance"
    : pathname.endsWith("/progress-report")
      ? "progress"
      : "logs";
  const requested = search.get("tab");
  const known =
    requested === "attendance" ||
    requested === "logs" ||
    requested === "progress" ||
    requested === "schedule";
  const chosen = known ? requested : fromPath;
  const tab = !writes && chosen === "logs" ? "attendance" : chosen;
  const name = cls.data ? cls.data.session_class.localized.name || cls.data.session_class.name : undefined;
  // The tab in the title: a class's logs, attendance and reports are three pages, each with its own title.
  const tabLabel = tab === "schedule" ? t("tab", { ns: "lesson-schedule" }) : t(`classPage.${tab}Tab`);
  const title = `${name ?? t("classPage.title")} · ${tabLabel}`;

  return (
    <Container size="xl" py="lg" px={{ base: "xs", sm: "md" }}>
      <PageTitle title={title} />
      <Stack gap="md">
        <Anchor component={Link} to={`/session-classes/${classId}`} size="sm">
          {t("classPage.backToClass")}
        </Anchor>
        <Title order={1}>{name ?? t("classPage.title")}</Title>
        {!writes && <Text c="gray.7">{t("classPage.readOnlyIntro")}</Text>}
        <Tabs
          value={tab}
          onChange={(value) => {
            if (!value || value === tab) return;
            const path = TAB_PATHS[value];
            if (classTabs && path) {
              navigate(`/session-classes/${classId}/${path}`);
              return;
            }
            const next = new URLSearchParams(search);
            next.set("tab", value);
            setSearch(next, { replace: true });
          }}
        >
          <Tabs.List>
            {classTabs && <Tabs.Tab value="info">{t("classPage.infoTab")}</Tabs.Tab>}
            {classTabs && <Tabs.Tab value="students">{t("classPage.studentsTab")}</Tabs.Tab>}
            {writes && <Tabs.Tab value="logs">{t("classPage.logsTab")}</Tabs.Tab>}
            <Tabs.Tab value="attendance">{t("classPage.attendanceTab")}</Tabs.Tab>
            <Tabs.Tab value="progress">{t("classPage.progressTab")}</Tabs.Tab>
            <Tabs.Tab value="schedule">{t("tab", { ns: "lesson-schedule" })}</Tabs.Tab>
          </Tabs.List>
          {writes && (
            <Tabs.Panel value="logs" pt="md">
              <ClassLessonLogs classId={classId} showSalary={viewer.isStaff || viewer.isTeacher} />
            </Tabs.Panel>
          )}
          <Tabs.Panel value="attendance" pt="md">
            <AttendanceList classId={classId} editable={writes} hideClass />
          </Tabs.Panel>
          <Tabs.Panel value="schedule" pt="md">
            {tab === "schedule" && <LessonSchedulePanel classId={classId} />}
          </Tabs.Panel>
          <Tabs.Panel value="progress" pt="md">
            {tab === "progress" &&
              (writes ? (
                <ProgressReportStatuses classId={classId} privateType={params.privateType} writes />
              ) : (
                <ProgressReportList classId={classId} privateType={params.privateType} />
              ))}
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
