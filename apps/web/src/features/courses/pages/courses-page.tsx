import type { Course, CourseCategory } from "@edu/shared";
import { COURSE_CATEGORIES } from "@edu/shared";
import { Anchor, Button, Container, Group, Select, Stack, Switch, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconPlus } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { AdminList, type DataListColumn, useListControls, useRowDelete } from "../../../components/data-list";
import { PageLoader } from "../../../components/page-loader";
import { PageTitle } from "../../../components/page-title";
import { useViewerRoles } from "../../auth";
import { MissingLocalesBadges } from "../../content-admin";
import { courseListQuery, coursesKeys, deleteCourse, updateCourse } from "../api/courses-api";

export const handle: RouteHandle = { i18n: ["courses", "data-list"] };

type Flag = "is_visible" | "show_index";

/** The catalogue flags staff switch in the list (label and accessible name keys). */
const FLAG_SWITCHES = [
  { flag: "is_visible", label: "course.visible", ariaLabel: "courses.visibleNamed" },
  { flag: "show_index", label: "course.onLanding", ariaLabel: "courses.landingNamed" },
] as const satisfies ReadonlyArray<{ flag: Flag; label: string; ariaLabel: string }>;

/**
 * /courses: the catalogue. Admin and staff also see hidden courses, create and edit them, switch their
 * visibility (public /classes) and landing-page flags in the list, and reach their sessions; admins
 * delete courses without sessions. Teachers, parents and students see the visible catalogue.
 */
export default function CoursesPage() {
  const { t } = useTranslation("courses");
  const viewer = useViewerRoles();
  const { page, setPage, resetting } = useListControls();
  const [category, setCategory] = useState<string | null>(null);
  const [visibility, setVisibility] = useState<string | null>(null);
  const filters = {
    // The select offers COURSE_CATEGORIES only.
    category: (category ?? undefined) as CourseCategory | undefined,
    visibility: viewer.isStaff ? ((visibility ?? undefined) as "visible" | "hidden" | undefined) : undefined,
  };
  const list = useQuery({ ...courseListQuery({ page, ...filters }), enabled: viewer.user !== undefined });
  const queryClient = useQueryClient();
  const toggle = useMutation({
    mutationFn: ({ id, flag, value }: { id: number; flag: Flag; value: boolean; title: string }) =>
      updateCourse(id, { [flag]: value }),
    onSuccess: async (_course, { title }) => {
      notifications.show({ color: "teal", message: t("courses.flagSaved", { name: title }) });
      // Also refreshes the public catalogue (/classes) query, which shares the "courses" key.
      await queryClient.invalidateQueries({ queryKey: coursesKeys.all });
    },
  });
  // 409 (the course has sessions): the API client shows the server's localized message.
  const remove = useRowDelete({
    mutationFn: deleteCourse,
    invalidate: coursesKeys.all,
    message: t("courses.deleted"),
    labels: { delete: t("delete"), confirm: t("confirmDelete"), cancel: t("cancel") },
  });
  const columns: DataListColumn<Course>[] = [
    {
      key: "title",
      header: t("course.title"),
      primary: true,
      cell: (course) => (
        <Anchor component={Link} to={`/courses/${course.id}/detail`}>
          {course.title}
        </Anchor>
      ),
      csv: (course) => course.title,
    },
    {
      key: "category",
      header: t("course.category"),
      cell: (course) => t(`categories.${course.category}`),
      csv: (course) => t(`categories.${course.category}`),
    },
    {
      key: "season",
      header: t("course.season"),
      cell: (course) => t(`seasons.${course.season}`),
      csv: (course) => t(`seasons.${course.season}`),
    },
  ];
  if (viewer.isStaff)
    columns.push(
      {
        key: "visibility",
        header: t("course.visibility"),
        cell: (course) => (
          <Stack gap={6}>
            {FLAG_SWITCHES.map(({ flag, label, ariaLabel }) => (
              <Switch
                key={flag}
                size="sm"
                label={t(label)}
                aria-label={t(ariaLabel, { name: course.title })}
                checked={course[flag]}
                disabled={toggle.isPending}
                onChange={(event) =>
                  toggle.mutate({
                    id: course.id,
                    flag,
                    value: event.currentTarget.checked,
                    title: course.title,
                  })
                }
              />
            ))}
          </Stack>
        ),
        csv: (course) => (course.is_visible ? t("course.visible") : t("course.hidden")),
      },
      {
        key: "translations",
        header: t("session.translations"),
        cell: (course) => <MissingLocalesBadges locales={course.missing_locales} />,
        csv: (course) => course.missing_locales.join(" "),
      },
      {
        key: "actions",
        header: t("actions"),
        actions: true,
        cell: (course) => (
          <>
            <Button
              size="xs"
              variant="light"
              component={Link}
              to={`/courses/${course.id}/edit`}
              aria-label={t("courses.editNamed", { name: course.title })}
            >
              {t("edit")}
            </Button>
            {viewer.isAdmin && remove.buttons(course.id, t("courses.deleteNamed", { name: course.title }))}
          </>
        ),
      },
    );
  if (!viewer.user) return <PageLoader />;

  return (
    <Container size="lg" py="lg">
      <PageTitle title={t("courses.metaTitle")} />
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1}>{t("courses.title")}</Title>
          {viewer.isStaff && (
            <Group gap="xs">
              <Button variant="default" component={Link} to="/course-sessions">
                {t("courses.allSessions")}
              </Button>
              <Button component={Link} to="/courses/create" leftSection={<IconPlus size={16} />}>
                {t("courses.create")}
              </Button>
            </Group>
          )}
        </Group>
        <AdminList
          query={list}
          page={page}
          onPage={setPage}
          filters={
            <>
              <Select
                label={t("course.category")}
                data={COURSE_CATEGORIES.map((value) => ({ value, label: t(`categories.${value}`) }))}
                value={category}
                onChange={resetting(setCategory)}
                clearable
                placeholder={t("filters.all")}
                w={200}
              />
              {viewer.isStaff && (
                <Select
                  label={t("course.visibility")}
                  data={[
                    { value: "visible", label: t("course.visible") },
                    { value: "hidden", label: t("course.hidden") },
                  ]}
                  value={visibility}
                  onChange={resetting(setVisibility)}
                  clearable
                  placeholder={t("filters.all")}
                  w={200}
                />
              )}
            </>
          }
          csv={
            viewer.isStaff
              ? {
                  filename: "courses",
                  fetchPage: (n) => queryClient.fetchQuery(courseListQuery({ page: n, ...filters })),
                }
              : undefined
          }
          columns={columns}
          rowKey={(course) => course.id}
          label={t("courses.title")}
          testId="courses-table"
          empty={<Text>{t("courses.empty")}</Text>}
          minWidth={560}
        />
      </Stack>
    </Container>
  );
}
