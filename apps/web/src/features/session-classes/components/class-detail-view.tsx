import { Alert, Anchor, Button, Container, Group, Stack, Tabs, Text, Title } from "@mantine/core";
import { IconPencil } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useLocation, useNavigate, useParams, useSearchParams } from "react-router";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { useViewerRoles } from "../../auth";
import { ClassMaterials } from "../../course-materials";
import { ClassPractices } from "../../practices";
import { ClassTests } from "../../test-grading";
import { classDetailQuery } from "../api/session-classes-api";
import { ClassInfo } from "./class-info";
import { ClassStudents } from "./class-students";
import { ClassStateBadges } from "./classes-table";

const TABS = ["info", "students", "materials", "tests", "practices"] as const;
type Tab = (typeof TABS)[number];
/** Tabs that open the lessons pages (/session-classes/{classId}/<path>); lesson logs only for writers. */
const LESSON_TABS = [
  { path: "lesson-logs", label: "tabs.lessonLogs", writersOnly: true },
  { path: "attendance", label: "tabs.attendance", writersOnly: false },
  { path: "progress-report", label: "tabs.progressReport", writersOnly: false },
] as const;

/** The tab a path names: /session-classes/{classId}/info or /students (spec 01 §2), else none. */
function tabOfPath(pathname: string): Tab | null {
  const last = pathname.replace(/\/+$/, "").split("/").pop();
  return TABS.includes(last as Tab) ? (last as Tab) : null;
}

/**
 * A class with its info (default) and students tabs, each with its path (/session-classes/{classId}/info
 * and /students; `?tab=students`, the older link, still opens the second). The other tabs of the spec:
 * lesson logs (staff and teachers), attendance and progress reports open the lessons pages at their
 * paths; materials, tests and practices are panels of their features. `readOnly` is the ended-class view
 * (/old-session-classes/{classId}): no edit action, tabs by `?tab=`.
 */
export function ClassDetailView({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation("session-classes");
  const params = useParams();
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const id = Number(params.classId);
  const valid = Number.isInteger(id) && id > 0;
  const viewer = useViewerRoles();
  const detail = useQuery({ ...classDetailQuery(id), enabled: valid && Boolean(viewer.user) });
  if (!valid) return <Navigate to="/404" replace />;
  if (detail.isError) return <LoadErrorPage error={detail.error} onRetry={() => detail.refetch()} />;
  const requested = tabOfPath(pathname) ?? search.get("tab");
  const tab: Tab = TABS.includes(requested as Tab) ? (requested as Tab) : "info";
  const cls = detail.data?.session_class;
  const lessonTabs = LESSON_TABS.filter((tab) => !tab.writersOnly || viewer.isStaff || viewer.isTeacher);

  return (
    <Container size="lg" py="lg">
      {/* The tab in the title: each tab is a page of its own (the old view says so too). */}
      <PageTitle
        title={
          cls
            ? [cls.localized.name, readOnly ? t("old.title") : null, t(`tabs.${tab}Title`)]
                .filter(Boolean)
                .join(" · ")
            : t("detail.metaTitle")
        }
      />
      <Stack gap="md">
        {(detail.isPending || !viewer.user) && <PageLoader />}
        {cls && detail.data && (
          <>
            <Group justify="space-between" align="flex-start">
              <Stack gap={4}>
                <Title order={1}>{cls.localized.name}</Title>
                <Group gap="xs">
                  <Text c="gray.7">{cls.course_session.localized?.title ?? cls.course_session.title}</Text>
                  <ClassStateBadges cls={cls} />
                </Group>
              </Stack>
              {viewer.isStaff && !readOnly && (
                <Button
                  component={Link}
                  to={`/session-classes/${cls.id}/edit`}
                  leftSection={<IconPencil size={16} />}
                >
                  {t("edit")}
                </Button>
              )}
            </Group>
            {readOnly && (
              <Alert color="gray" title={t("old.title")}>
                {t("old.body")}
              </Alert>
            )}
            {!readOnly && cls.is_ended && (
              <Alert color="gray">
                {t("detail.endedNotice")}{" "}
                <Anchor component={Link} to={`/old-session-classes/${cls.id}`}>
                  {t("detail.openOld")}
                </Anchor>
              </Alert>
            )}
            <Tabs
              value={tab}
              onChange={(value) => {
                if (!value || value === tab) return;
                if (!readOnly || lessonTabs.some((lessonTab) => lessonTab.path === value)) {
                  navigate(`/session-classes/${cls.id}/${value}`);
                  return;
                }
                const next = new URLSearchParams(search);
                if (!value || value === "info") next.delete("tab");
                else next.set("tab", value);
                setSearch(next, { replace: true });
              }}
            >
              <Tabs.List>
                <Tabs.Tab value="info">{t("tabs.info")}</Tabs.Tab>
                <Tabs.Tab value="students">
                  {/* A family sees only its own students: "1 of 2", so the count agrees with Info. */}
                  {detail.data.students.length < cls.student_count
                    ? t("tabs.studentsOf", { shown: detail.data.students.length, count: cls.student_count })
                    : t("tabs.students", { count: detail.data.students.length })}
                </Tabs.Tab>
                <Tabs.Tab value="materials">{t("tabs.materials")}</Tabs.Tab>
                <Tabs.Tab value="tests">{t("tabs.tests")}</Tabs.Tab>
                <Tabs.Tab value="practices">{t("tabs.practices")}</Tabs.Tab>
                {lessonTabs.map((lessonTab) => (
                  <Tabs.Tab key={lessonTab.path} value={lessonTab.path}>
                    {t(lessonTab.label)}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              <Tabs.Panel value="info" pt="md">
                <ClassInfo sessionClass={cls} />
              </Tabs.Panel>
              <Tabs.Panel value="students" pt="md">
                <ClassStudents students={detail.data.students} canOpenProfiles={viewer.isStaff} />
              </Tabs.Panel>
              <Tabs.Panel value="materials" pt="md">
                {tab === "materials" && <ClassMaterials classId={cls.id} />}
              </Tabs.Panel>
              <Tabs.Panel value="tests" pt="md">
                {tab === "tests" && <ClassTests classId={cls.id} />}
              </Tabs.Panel>
              <Tabs.Panel value="practices" pt="md">
                {tab === "practices" && <ClassPractices classId={cls.id} />}
              </Tabs.Panel>
            </Tabs>
          </>
        )}
      </Stack>
    </Container>
  );
}
