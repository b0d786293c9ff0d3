import { Alert, Anchor, Button, Container, Group, Stack, Tabs, Text, Title } from "@mantine/core";
import { IconPencil } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useNavigate, useParams, useSearchParams } from "react-router";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { useViewerRoles } from "../../auth";
import { classDetailQuery } from "../api/session-classes-api";
import { ClassInfo } from "./class-info";
import { ClassStudents } from "./class-students";
import { ClassStateBadges } from "./classes-table";

const TABS = ["info", "students"] as const;
type Tab = (typeof TABS)[number];
/** Tabs that open the lessons pages (/session-classes/{classId}/<path>); lesson logs only for writers. */
const LESSON_TABS = [
  { path: "lesson-logs", label: "tabs.lessonLogs", writersOnly: true },
  { path: "attendance", label: "tabs.attendance", writersOnly: false },
  { path: "progress-report", label: "tabs.progressReport", writersOnly: false },
] as const;

/**
 * A class with its info (default) and students tabs; `?tab=students` opens the second. The other tabs
 * of the spec: lesson logs (staff and teachers), attendance and progress reports open the lessons pages;
 * materials and the rest arrive with their own issues. `readOnly` is the ended-class view
 * (/old-session-classes/{classId}): no edit action.
 */
export function ClassDetailView({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation("session-classes");
  const params = useParams();
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const id = Number(params.classId);
  const valid = Number.isInteger(id) && id > 0;
  const viewer = useViewerRoles();
  const detail = useQuery({ ...classDetailQuery(id), enabled: valid && Boolean(viewer.user) });
  if (!valid) return <Navigate to="/404" replace />;
  if (detail.isError) return <LoadErrorPage error={detail.error} onRetry={() => detail.refetch()} />;
  const requested = search.get("tab");
  const tab: Tab = TABS.includes(requested as Tab) ? (requested as Tab) : "info";
  const cls = detail.data?.session_class;
  const lessonTabs = LESSON_TABS.filter((tab) => !tab.writersOnly || viewer.isStaff || viewer.isTeacher);

  return (
    <Container size="lg" py="lg">
      <PageTitle title={cls ? `${cls.localized.name} · ${t("detail.metaTitle")}` : t("detail.metaTitle")} />
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
                if (lessonTabs.some((lessonTab) => lessonTab.path === value)) {
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
            </Tabs>
          </>
        )}
      </Stack>
    </Container>
  );
}
